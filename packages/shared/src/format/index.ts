export * from './amount-in-words';
export * from './boolean-like';
export * from './date-time';
export * from './decimal';
export * from './file-size';
export * from './money';
export * from './phone';
export * from './quantity';
