export * from './carriers';
export * from './imo-number';
export * from './vessels';
