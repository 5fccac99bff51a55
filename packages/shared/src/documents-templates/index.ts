export * from './placeholders';
export * from './template-print-routes';
