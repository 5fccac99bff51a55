export * from './container-number';
export * from './job';
export * from './job-list';
export * from './job-routes';
export * from './job-states';
export * from './quantities';
export * from './units';
