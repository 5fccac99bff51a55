export * from './imo-number';
export * from './vessels';
export * from './carriers';
