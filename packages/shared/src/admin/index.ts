export * from './access-requests';
export * from './backup';
export * from './offices';
export * from './roles';
export * from './users';
