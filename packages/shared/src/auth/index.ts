export * from './password-policy';
export * from './redirect';
export * from './routes';
export * from './schemas';
