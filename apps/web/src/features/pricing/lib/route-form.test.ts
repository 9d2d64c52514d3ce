import { describe, expect, it } from 'vitest';
import { buildRouteRequest, emptyMode, routeFormValues, type RouteFormValues } from './route-form';
import { route } from '../test/fixtures';

const filled = (overrides: Partial<RouteFormValues> = {}): RouteFormValues => ({
  ...routeFormValues(null),
  code: ' jp-dn ',
  name: 'Nhật Bản → Đà Nẵng',
  warehouse_id: 'wh-hcm',
  ship_modes: [{ ...emptyMode(), code: 'AIR', name: 'Bay thường', price_per_kg_vnd: '270.000', lead_days_min: '5', lead_days_max: '9' }],
  ...overrides,
});

describe('buildRouteRequest', () => {
  it('normalises codes and grouped numbers like the server does', () => {
    expect(buildRouteRequest(filled())).toEqual({
      errors: null,
      input: {
        code: 'JP-DN',
        name: 'Nhật Bản → Đà Nẵng',
        description: '',
        warehouse_id: 'wh-hcm',
        active: true,
        is_default: false,
        ship_modes: [{ code: 'air', name: 'Bay thường', price_per_kg_vnd: 270_000, min_weight_g: 0, volumetric_divisor: 6000, lead_days_min: 5, lead_days_max: 9 }],
      },
    });
  });

  it('round-trips an existing route', () => {
    const existing = route();
    const built = buildRouteRequest(routeFormValues(existing));
    expect(built.input?.ship_modes).toEqual(existing.ship_modes);
    expect(built.input?.warehouse_id).toBe(existing.warehouse.id);
  });

  it('keys each problem like the server fields, in Vietnamese', () => {
    const mode = { ...emptyMode(), code: 'a', name: ' ', price_per_kg_vnd: 'x', volumetric_divisor: '500', lead_days_min: '400', lead_days_max: '2' };
    const built = buildRouteRequest(filled({ code: 'x', name: '', warehouse_id: '', ship_modes: [mode] }));
    expect(built.errors).toEqual({
      code: 'Mã tuyến chỉ gồm chữ, số, "_" hoặc "-" (2–32 ký tự).',
      name: 'Vui lòng nhập tên tuyến.',
      warehouse_id: 'Vui lòng chọn kho nhận hàng.',
      'ship_modes.0.code': 'Mã hình thức vận chuyển chỉ gồm chữ thường, số, "_" hoặc "-" (2–32 ký tự).',
      'ship_modes.0.name': 'Vui lòng nhập tên hình thức vận chuyển.',
      'ship_modes.0.price_per_kg_vnd': 'Vui lòng nhập số nguyên không âm.',
      'ship_modes.0.volumetric_divisor': 'Hệ số quy đổi thể tích tối thiểu 1.000.',
      'ship_modes.0.lead_days_min': 'Số ngày là số nguyên từ 0 đến 365.',
    });
    const twice = filled();
    twice.ship_modes = [twice.ship_modes[0]!, { ...twice.ship_modes[0]!, key: 'other', code: 'air' }];
    expect(buildRouteRequest(twice).errors).toEqual({ ship_modes: 'Mã hình thức vận chuyển bị trùng.' });
    expect(buildRouteRequest(filled({ ship_modes: [] })).errors).toEqual({ ship_modes: 'Tuyến cần ít nhất một hình thức vận chuyển.' });
  });
});
