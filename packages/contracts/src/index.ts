import { z } from 'zod';

// Validation messages in Vietnamese wherever a schema has no message of its own.
z.config(z.locales.vi());

export * from './common.ts';
export * from './phone.ts';
export * from './auth.ts';
export * from './store.ts';
export * from './search.ts';
export * from './catalog.ts';
export * from './translate.ts';
