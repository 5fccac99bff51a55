export * from './home-content';
export * from './home-settings';
export * from './paths';
