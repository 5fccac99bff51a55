export * from './currencies';
export * from './home-content';
export * from './hs-codes';
export * from './identity';
export * from './navigation';
export * from './organisation';
export * from './records';
export * from './reference';
