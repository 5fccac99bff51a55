export * from './excel-templates';
export * from './limits';
export * from './routes';
