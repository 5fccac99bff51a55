export * from './home-content';
export * from './home-settings';
