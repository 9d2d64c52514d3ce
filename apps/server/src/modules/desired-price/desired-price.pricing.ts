import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { loadPricingTables } from '../pricing/index.ts';

export interface DeliveryOptions {
  routeCode: string | null;
  shipMode: string | null;
  services: string[];
}

/**
 * The delivery options of a request, checked against the pricing tables: a live route (none = the
 * default route when ordering), a ship mode of that route, active extra services. 400 otherwise.
 */
export async function checkDeliveryOptions(db: Db, options: DeliveryOptions): Promise<DeliveryOptions> {
  if (options.routeCode === null && options.shipMode === null && options.services.length === 0) return options;
  const tables = await loadPricingTables(db);
  const route = options.routeCode ? tables.routeByCode.get(options.routeCode) : tables.defaultRoute;
  if (options.routeCode && (!route || !route.active || route.deleted)) throw new AppError(400, 'DESIRED_PRICE_ROUTE_INVALID');
  if (options.shipMode && !route?.modes.some((m) => m.code === options.shipMode)) throw new AppError(400, 'DESIRED_PRICE_ROUTE_INVALID');
  for (const code of options.services) {
    if (!tables.extraByCode.get(code)?.active) throw new AppError(400, 'DESIRED_PRICE_SERVICE_INVALID');
  }
  return options;
}
