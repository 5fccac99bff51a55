export * from './carriers';
export * from './imo-number';
export * from './ports';
export * from './vessels';
