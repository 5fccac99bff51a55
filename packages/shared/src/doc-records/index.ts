export * from './doc-record-routes';
export * from './doc-record-states';
export * from './doc-records';
