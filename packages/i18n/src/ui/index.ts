/**
 * UI text, one file per area. Each file exports one `as const` object; add new areas here.
 */
export { commonText } from './common.ts';
