export * from './platform';
export * from './preferences';
export * from './reference-data';
