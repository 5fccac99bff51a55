export * from './excel-templates';
export * from './routes';
