export * from './money';
export * from './format';
export * from './messages';
export * from './errors';
export * from './validation/index';
