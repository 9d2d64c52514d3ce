/**
 * The six marketplaces (spec §2). Kept in a module without zod: the web app's first page reads
 * them, and a module it shares with schema-using pages would bring zod into the first page.
 */
export const siteCodes = ['auction', 'shopping', 'mercari', 'rakuten', 'paypay', 'suruga-ya'] as const;
