import type { SiteCode } from '@kaimono/contracts';

/**
 * Pricing data is the same for every visitor (the fee schedule, routes, a product's landed cost),
 * so it lives under its own 'pricing' root, not a user-scoped one. Estimates are mutations.
 */
export const pricingKeys = {
  all: ['pricing'] as const,
  priceList: ['pricing', 'price-list'] as const,
  rules: ['pricing', 'rules'] as const,
  warehouses: ['pricing', 'warehouses'] as const,
  extras: ['pricing', 'extras'] as const,
  landedCost: (site: SiteCode, code: string) => ['pricing', 'landed-cost', site, code] as const,
  routesAll: ['pricing', 'routes'] as const,
  routes: (search: string, page: number) => ['pricing', 'routes', search, page] as const,
  /** The staff editor's copy of the fee schedule (GET /api/admin/pricing). */
  admin: ['pricing', 'admin'] as const,
};
