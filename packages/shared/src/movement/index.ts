export * from './entrustment-states';
