export * from './excel-import';
export * from './excel-templates';
export * from './limits';
export * from './routes';
export * from './upload-types';
