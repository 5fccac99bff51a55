export * from './dcsa';
export * from './tracking-api';
export * from './tracking-event';
export * from './tracking-routes';
