export * from './oper-log';
export * from './tasks';
export * from './ui-texts';
