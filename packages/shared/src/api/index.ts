export * from './entities';
export * from './envelope';
export * from './headers';
export * from './issues';
export * from './messages';
export * from './paging';
export * from './route';
