export * from './booking';
export * from './cargo-fields';
export * from './cargo-routes';
export * from './cargo-totals';
export * from './container-list';
export * from './goods-list';
