export * from './tracking-event';
