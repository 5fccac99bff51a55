export * from './menu-item';
