export * from './goods-status';
export * from './goods-status-desk';
export * from './goods-status-mapping';
export * from './goods-status-routes';
export * from './goods-status-rules';
export * from './tracking-event';
