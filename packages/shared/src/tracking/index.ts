export * from './edi-messages';
export * from './tracking-event';
