export * from './carriers';
export * from './imo-number';
export * from './parties';
export * from './vessels';
