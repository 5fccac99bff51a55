export * from './carriers';
export * from './imo-number';
export * from './job-field-config';
export * from './job-field-list';
export * from './missing-job-fields';
export * from './system-codes';
export * from './vessels';
