import type { Address, CartItemDto, CartResponse, CartTotals, OrderDto, QuotePreviewDto, RouteDto, ServiceExtraDto } from '@kaimono/contracts';

export function cartItem(overrides: Partial<CartItemDto> = {}): CartItemDto {
  return {
    id: 'c1',
    code: 'm100',
    site_code: 'mercari',
    soldout: false,
    link: 'https://jp.mercari.com/item/m100',
    name: 'ポケモンカード ピカチュウ',
    name_vi: null,
    image: null,
    qty: 1,
    variant: null,
    price: 5000,
    tax: 0,
    weight: null,
    width: null,
    length: null,
    height: null,
    extra_services: [],
    discount_codes: [],
    route_code: null,
    ship_mode: null,
    note: '',
    groups: 'mercari:s1',
    product_need_procedure: false,
    vendor_extra_services: [],
    seller: { id: 's1', name: 'Cửa hàng Sakura' },
    domestic_shipping_jpy: null,
    previous_price_jpy: null,
    price_changed: false,
    intended: false,
    check: 'ok',
    checked_at: '2026-03-02T03:00:00.000Z',
    created_at: '2026-03-02T03:00:00.000Z',
    updated_at: '2026-03-02T03:00:00.000Z',
    ...overrides,
  };
}

export function totals(overrides: Partial<CartTotals> = {}): CartTotals {
  return { item_count: 0, qty: 0, goods_jpy: 0, first_payment: 0, second_payment: 0, total_vnd: 0, details: [], calc_error: null, ...overrides };
}

/** A cart answer built from items (groups by site and seller, as the server does). */
export function cartReply(items: CartItemDto[], overrides: Partial<CartResponse> = {}): CartResponse {
  const active = items.filter((item) => !item.soldout);
  const groups = new Map<string, CartResponse['groups'][number]>();
  for (const item of active) {
    const key = `${item.site_code}:${item.seller.id ?? ''}`;
    const group = groups.get(key) ?? { key, site_code: item.site_code, seller: item.seller, item_ids: [], totals: totals() };
    group.item_ids.push(item.id);
    groups.set(key, group);
  }
  return {
    success: true,
    results: active,
    soldout: items.filter((item) => item.soldout),
    groups: [...groups.values()],
    sites: [],
    totals: totals({ item_count: active.length }),
    intended_totals: totals(),
    rate: 1_723_500,
    check_failed: false,
    message: null,
    ...overrides,
  };
}

export const address: Address = {
  id: '0b8f2f7e-5d1c-4c51-9a3e-1f2a3b4c5d6e',
  receiver_name: 'Nguyễn Văn An',
  phone: '0912345678',
  province_code: '01',
  province_name: 'Thành phố Hà Nội',
  ward_code: '00004',
  ward_name: 'Phường Ba Đình',
  street: '12 Phố Đội Cấn',
  note: null,
  legacy_district: null,
  is_default: true,
  full_address: '12 Phố Đội Cấn, Phường Ba Đình, Thành phố Hà Nội',
  created_at: '2026-03-01T03:00:00.000Z',
  updated_at: '2026-03-01T03:00:00.000Z',
};

export const route: RouteDto = {
  _id: 'r1',
  code: 'JP-HN',
  name: 'Nhật Bản – Hà Nội',
  description: '',
  ship_modes: [
    { code: 'air', name: 'Đường bay', price_per_kg_vnd: 230_000, min_weight_g: 500, volumetric_divisor: 6000, lead_days_min: 5, lead_days_max: 9 },
    { code: 'sea', name: 'Đường biển', price_per_kg_vnd: 90_000, min_weight_g: 1000, volumetric_divisor: 6000, lead_days_min: 25, lead_days_max: 40 },
  ],
  warehouse: { id: 'w1', name: 'Kho Hà Nội', address: 'Hà Nội' },
  active: true,
  is_default: true,
};

export const extra: ServiceExtraDto = {
  code: 'photo',
  name: 'Chụp ảnh sản phẩm',
  description: '',
  charge_type: 'per_item',
  price_vnd: 20_000,
  percent_bps: null,
  min_vnd: 0,
  payment_stage: 'first',
  active: true,
};

export function preview(overrides: Partial<QuotePreviewDto> = {}): QuotePreviewDto {
  return {
    items: [],
    price: {
      details: [
        { code: 'goods', title: 'Tiền hàng', lines: [{ code: 'goods', label: 'Giá sản phẩm', amount_vnd: 861_750, amount_jpy: 5000 }] },
        { code: 'service', title: 'Phí dịch vụ', lines: [{ code: 'service_fee', label: 'Phí mua hộ', amount_vnd: 43_088 }] },
        { code: 'international', title: 'Vận chuyển quốc tế', lines: [{ code: 'air', label: 'Đường bay (ước tính)', amount_vnd: 115_000 }] },
      ],
      first_payment: 904_838,
      second_payment: 115_000,
      discount_vnd: 0,
      total_vnd: 1_019_838,
    },
    rate: 1_723_500,
    weight: 500,
    route_code: 'JP-HN',
    ship_mode: 'air',
    services_extra: [],
    coupons: [],
    coupon: null,
    calc_error: null,
    ...overrides,
  };
}

export function order(overrides: Partial<OrderDto> = {}): OrderDto {
  const p = preview();
  return {
    id: 'o1',
    _id: 'o1',
    code: 'KM26030001',
    status: 'waiting_deposit',
    status_label: 'Chờ đặt cọc',
    source: 'cart',
    items: [],
    note: '',
    coupons: [],
    services_extra: [],
    ship_mode: 'air',
    route_code: 'JP-HN',
    weight: 500,
    address: null,
    rate: 1_723_500,
    price: p.price,
    paid_vnd: 0,
    refunded_vnd: 0,
    second_payment_due_vnd: 0,
    second_payment_paid_vnd: 0,
    can_pay: true,
    can_cancel: true,
    can_confirm_receipt: false,
    created_at: '2026-03-02T03:00:00.000Z',
    updated_at: '2026-03-02T03:00:00.000Z',
    ...overrides,
  };
}
