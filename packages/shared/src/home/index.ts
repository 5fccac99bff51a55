export * from './home-content';
