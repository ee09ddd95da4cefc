export * from './companies';
export * from './users';
export * from './auth';
export * from './audit';
export * from './idempotency';
export * from './catalog';
export * from './inventory';
export * from './sales';
