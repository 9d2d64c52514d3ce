import type { QuoteRequestBody } from '@kaimono/contracts';

/** Under the user-scoped 'cart' root (dropped on logout); routes and extras are public but cached with it. */
export const cartKeys = {
  all: ['cart'] as const,
  list: ['cart', 'list'] as const,
  /** How many items the cart holds (the header's badge). */
  count: ['cart', 'count'] as const,
  routes: ['cart', 'routes'] as const,
  extras: ['cart', 'service-extras'] as const,
  quote: (input: QuoteRequestBody) => ['cart', 'quote', input] as const,
};
