export * from './nit';
export * from './dpi';
export * from './email';
export * from './phone';
export * from './fields';
export * from './zod';
