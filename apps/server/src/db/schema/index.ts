export * from './charges';
export * from './home-content';
export * from './identity';
export * from './navigation';
export * from './organisation';
export * from './records';
export * from './reference';
