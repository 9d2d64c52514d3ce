import { describe, expect, it } from 'vitest';
import type { RouteDto } from '@kaimono/contracts';
import { defaultChoice, findChoice, shippingChoices } from './shipping';

const mode = (code: string) => ({ code, name: code, price_per_kg_vnd: 200_000, min_weight_g: 500, volumetric_divisor: 6000, lead_days_min: 5, lead_days_max: 9 });
const route = (code: string, modes: string[], isDefault = false): RouteDto => ({
  _id: code,
  code,
  name: code,
  description: '',
  ship_modes: modes.map(mode),
  warehouse: { id: 'w', name: 'Kho Hà Nội', address: '' },
  active: true,
  is_default: isDefault,
});

describe('shipping choices', () => {
  const routes = [route('JP-HCM', ['air', 'sea']), route('JP-HN', ['air'], true)];

  it('lists route × mode with the default route first', () => {
    expect(shippingChoices(routes).map((c) => c.value)).toEqual(['JP-HN|air', 'JP-HCM|air', 'JP-HCM|sea']);
  });

  it('starts on the wanted choice when it exists, else the default', () => {
    expect(defaultChoice(routes, { routeCode: 'JP-HCM', shipMode: 'sea' })?.value).toBe('JP-HCM|sea');
    expect(defaultChoice(routes, { routeCode: 'JP-HCM' })?.value).toBe('JP-HCM|air');
    expect(defaultChoice(routes, { routeCode: 'NOPE' })?.value).toBe('JP-HN|air');
    expect(defaultChoice([])).toBeNull();
    expect(findChoice(routes, 'JP-HCM|sea')?.shipMode).toBe('sea');
  });
});
