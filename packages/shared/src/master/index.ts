export * from './imo-number';
export * from './vessels';
