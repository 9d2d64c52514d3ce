export type * from './types.ts';
export * from './pages.ts';
export * from './home.ts';
export * from './articles.ts';
export * from './feedbacks.ts';
