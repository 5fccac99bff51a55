export * from './carriers';
export * from './currencies';
export * from './exchange-rates';
export * from './hs-codes';
export * from './imo-number';
export * from './parties';
export * from './ports';
export * from './vessels';
