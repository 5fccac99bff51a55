export * from './entrustment-states';
export * from './trucking';
export * from './trucking-routes';
export * from './trucking-vocabulary';
