export * from './accounts.ts';
export * from './content.ts';
export * from './keywords.ts';
export * from './rates.ts';
export * from './catalog.ts';
export * from './favorites.ts';
