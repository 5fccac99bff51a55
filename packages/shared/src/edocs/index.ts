export * from './edoc-routes';
export * from './edocs';
