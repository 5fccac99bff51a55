export * from './accounts';
export * from './template-examples';
