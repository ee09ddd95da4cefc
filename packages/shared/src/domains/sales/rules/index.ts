/** The sale rules shared by the point of sale and the server (spec 000 §4, §5). */
export * from './cart';
export * from './payments';
export * from './due-date';
export * from './sale';
