export * from './api';
export * from './api-routes';
export * from './i18n';
