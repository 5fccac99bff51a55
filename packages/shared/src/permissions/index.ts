export * from './registry';
export * from './roles';
