export * from './errors.ts';
export * from './ui/index.ts';
export * from './content/index.ts';
