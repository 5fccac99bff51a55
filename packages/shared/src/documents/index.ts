export * from './document-kinds';
export * from './print-records';
export * from './print-routes';
