export * from './booking-desk';
export * from './control-board';
export * from './cutoffs';
export * from './entrustment-states';
export * from './import-stages';
export * from './warehouse';
export * from './warehouse-routes';
export * from './warehouse-stock';
