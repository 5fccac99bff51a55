export * from './locale-schema';
export * from './locales';
