import type { RouteDto, RouteSaveRequest } from '@kaimono/contracts';
import { pricingWebText } from '@kaimono/i18n';

const t = pricingWebText.admin;

export interface ModeFormValues {
  /** A stable React key for the row (not sent). */
  key: string;
  code: string;
  name: string;
  price_per_kg_vnd: string;
  min_weight_g: string;
  volumetric_divisor: string;
  lead_days_min: string;
  lead_days_max: string;
}

export interface RouteFormValues {
  code: string;
  name: string;
  description: string;
  warehouse_id: string;
  active: boolean;
  is_default: boolean;
  ship_modes: ModeFormValues[];
}

/** Messages by field path: `code`, `ship_modes`, `ship_modes.0.price_per_kg_vnd`, … (the server's `fields` use the same keys). */
export type RouteFormErrors = Record<string, string>;

let keySeq = 0;
const nextKey = () => `mode-${++keySeq}`;

export function emptyMode(): ModeFormValues {
  return { key: nextKey(), code: '', name: '', price_per_kg_vnd: '', min_weight_g: '0', volumetric_divisor: '6000', lead_days_min: '', lead_days_max: '' };
}

export function routeFormValues(route: RouteDto | null): RouteFormValues {
  if (!route) return { code: '', name: '', description: '', warehouse_id: '', active: true, is_default: false, ship_modes: [emptyMode()] };
  return {
    code: route.code,
    name: route.name,
    description: route.description,
    warehouse_id: route.warehouse.id,
    active: route.active,
    is_default: route.is_default,
    ship_modes: route.ship_modes.map((mode) => ({
      key: nextKey(),
      code: mode.code,
      name: mode.name,
      price_per_kg_vnd: String(mode.price_per_kg_vnd),
      min_weight_g: String(mode.min_weight_g),
      volumetric_divisor: String(mode.volumetric_divisor),
      lead_days_min: String(mode.lead_days_min),
      lead_days_max: String(mode.lead_days_max),
    })),
  };
}

/** A non-negative whole number typed with or without grouping ("250.000", "250000"). */
function wholeNumber(text: string): number | null {
  const raw = text.trim().replace(/[\s.,]/g, '');
  return /^\d{1,13}$/.test(raw) ? Number(raw) : null;
}

const ROUTE_CODE = /^[A-Z0-9_-]{2,32}$/;
const MODE_CODE = /^[a-z0-9_-]{2,32}$/;

/**
 * Checks the form with the rules of the server's schema (`routeSaveRequest`) and builds the body of
 * POST /api/route or PUT /api/route/{_id}. Messages are keyed like the server's `fields`. The schema
 * itself is not used here: a schema value imported by any page pulls zod into the first page
 * (the shared contract modules sit in its chunk; docs/architecture.md "The first page").
 */
export function buildRouteRequest(values: RouteFormValues): { input: RouteSaveRequest; errors: null } | { input: null; errors: RouteFormErrors } {
  const e = t.errors;
  const errors: RouteFormErrors = {};
  const code = values.code.trim().toUpperCase();
  if (!ROUTE_CODE.test(code)) errors.code = e.code;
  const name = values.name.trim();
  if (!name) errors.name = e.name;
  const warehouseId = values.warehouse_id.trim();
  if (!warehouseId) errors.warehouse_id = e.warehouse;
  if (values.ship_modes.length === 0) errors.ship_modes = e.modesRequired;

  const modes = values.ship_modes.map((mode, index) => {
    const key = (field: string) => `ship_modes.${index}.${field}`;
    const number = (field: 'price_per_kg_vnd' | 'min_weight_g' | 'volumetric_divisor' | 'lead_days_min' | 'lead_days_max', check: (n: number) => string | null) => {
      const value = wholeNumber(mode[field]);
      const problem = value === null ? t.numberInvalid : check(value);
      if (problem) errors[key(field)] = problem;
      return value ?? 0;
    };
    const modeCode = mode.code.trim().toLowerCase();
    if (!MODE_CODE.test(modeCode)) errors[key('code')] = e.modeCode;
    const modeName = mode.name.trim();
    if (!modeName) errors[key('name')] = e.modeName;
    const leadDays = (n: number) => (n > 365 ? t.leadDaysInvalid : null);
    const parsed = {
      code: modeCode,
      name: modeName,
      price_per_kg_vnd: number('price_per_kg_vnd', (n) => (n > 1_000_000_000_000 ? e.priceTooLarge : null)),
      min_weight_g: number('min_weight_g', (n) => (n > 1_000_000 ? e.weightTooLarge : null)),
      volumetric_divisor: number('volumetric_divisor', (n) => (n < 1000 ? e.divisorMin : n > 20_000 ? e.divisorMax : null)),
      lead_days_min: number('lead_days_min', leadDays),
      lead_days_max: number('lead_days_max', leadDays),
    };
    if (!errors[key('lead_days_min')] && !errors[key('lead_days_max')] && parsed.lead_days_max < parsed.lead_days_min) errors[key('lead_days_max')] = e.leadOrder;
    return parsed;
  });
  if (!errors.ship_modes && new Set(modes.map((m) => m.code)).size !== modes.length) errors.ship_modes = e.modesDuplicate;

  if (Object.keys(errors).length > 0) return { input: null, errors };
  return {
    errors: null,
    input: {
      code,
      name,
      description: values.description.trim(),
      warehouse_id: warehouseId,
      active: values.active,
      is_default: values.is_default,
      ship_modes: modes,
    },
  };
}
