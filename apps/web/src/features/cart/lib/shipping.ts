import type { RouteDto, ShipModeDto } from '@kaimono/contracts';

export interface ShippingChoice {
  /** `ROUTE|mode` (the value of a select). */
  value: string;
  routeCode: string;
  shipMode: string;
  route: RouteDto;
  mode: ShipModeDto;
}

/** Every route × mode, the default route first. */
export function shippingChoices(routes: readonly RouteDto[]): ShippingChoice[] {
  const ordered = [...routes].sort((a, b) => Number(b.is_default) - Number(a.is_default));
  return ordered.flatMap((route) => route.ship_modes.map((mode) => ({ value: `${route.code}|${mode.code}`, routeCode: route.code, shipMode: mode.code, route, mode })));
}

/**
 * The choice to start with: the wanted one when it exists, else the first mode of the route the
 * delivery address's province defaults to (the server lists each route's `provinces`: JP-HN for the
 * north, JP-HCM for the south), else the default route's first mode.
 */
export function defaultChoice(
  routes: readonly RouteDto[],
  wanted?: { routeCode?: string | null; shipMode?: string | null; provinceCode?: string | null },
): ShippingChoice | null {
  const choices = shippingChoices(routes);
  if (wanted?.routeCode) {
    const match = choices.find((c) => c.routeCode === wanted.routeCode && (!wanted.shipMode || c.shipMode === wanted.shipMode));
    if (match) return match;
  }
  const province = wanted?.provinceCode;
  if (province) {
    const match = choices.find((c) => c.route.provinces?.includes(province));
    if (match) return match;
  }
  return choices[0] ?? null;
}

export function findChoice(routes: readonly RouteDto[], value: string): ShippingChoice | null {
  return shippingChoices(routes).find((c) => c.value === value) ?? null;
}
