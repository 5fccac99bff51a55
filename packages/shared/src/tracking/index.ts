export * from './dcsa';
export * from './eta-slip';
export * from './eta-slip-routes';
export * from './tracking-api';
export * from './tracking-event';
export * from './tracking-routes';
export * from './shipment-list';
