export * from './carriers';
export * from './charge-codes';
export * from './charge-schemes';
export * from './charge-vocabulary';
export * from './imo-number';
export * from './job-number-format';
export * from './job-number-rules';
export * from './vessels';
