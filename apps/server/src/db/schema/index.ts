export * from './home-content';
export * from './identity';
export * from './navigation';
export * from './organisation';
export * from './parties';
export * from './records';
export * from './reference';
export * from './settings';
