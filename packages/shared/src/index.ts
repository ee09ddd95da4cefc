export * from './money';
export * from './format';
export * from './messages';
export * from './validation/index';
