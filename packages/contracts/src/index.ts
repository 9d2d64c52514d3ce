export * from './common.ts';
export * from './phone.ts';
export * from './auth.ts';
export * from './store.ts';
export * from './search.ts';
