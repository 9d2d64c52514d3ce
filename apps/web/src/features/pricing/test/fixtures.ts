import type { PriceCalcResponse, PriceListResponse, RouteDto, ServiceExtraDto, WarehouseDto } from '@kaimono/contracts';

export const warehouses: WarehouseDto[] = [
  { id: 'wh-jp', code: 'JP', name: 'Kho Nhật Bản (Chiba)', country: 'JP', address: '2-5-1 Minato, Ichikawa-shi, Chiba', phone: '', note: '', active: true, free_storage_days: 30, storage_fee_per_kg_day_vnd: 2_000 },
  { id: 'wh-hn', code: 'HN', name: 'Kho Hà Nội', country: 'VN', address: 'Số 18 ngõ 54 Nguyễn Chí Thanh, Hà Nội', phone: '024 3333 8888', note: '', active: true, free_storage_days: 30, storage_fee_per_kg_day_vnd: 0 },
  { id: 'wh-hcm', code: 'HCM', name: 'Kho TP. Hồ Chí Minh', country: 'VN', address: 'Số 25 Cộng Hòa, TP. Hồ Chí Minh', phone: '', note: '', active: true, free_storage_days: 30, storage_fee_per_kg_day_vnd: 0 },
];

export const extras: ServiceExtraDto[] = [
  { code: 'photos', name: 'Chụp ảnh sản phẩm', description: 'Chụp 5 ảnh thật.', charge_type: 'per_item', price_vnd: 20_000, percent_bps: null, min_vnd: 0, payment_stage: 'first', active: true },
  { code: 'insurance', name: 'Bảo hiểm hàng hóa', description: 'Bồi thường đến 100%.', charge_type: 'percent_goods', price_vnd: 0, percent_bps: 300, min_vnd: 30_000, payment_stage: 'first', active: true },
  { code: 'wooden_crate', name: 'Đóng thùng gỗ', description: 'Khung gỗ.', charge_type: 'per_kg', price_vnd: 40_000, percent_bps: null, min_vnd: 0, payment_stage: 'second', active: true },
];

const mode = (code: string, name: string, perKg: number, min: number, divisor: number, lead: [number, number]) => ({
  code,
  name,
  price_per_kg_vnd: perKg,
  min_weight_g: min,
  volumetric_divisor: divisor,
  lead_days_min: lead[0],
  lead_days_max: lead[1],
});

export function route(overrides: Partial<RouteDto> = {}): RouteDto {
  return {
    _id: 'r-hn',
    code: 'JP-HN',
    name: 'Nhật Bản → Hà Nội',
    description: 'Bay về Nội Bài.',
    ship_modes: [mode('air', 'Bay thường', 250_000, 500, 6000, [5, 8]), mode('sea', 'Đường biển', 95_000, 5000, 4000, [25, 35])],
    warehouse: { id: 'wh-hn', name: 'Kho Hà Nội', address: 'Số 18 ngõ 54 Nguyễn Chí Thanh, Hà Nội' },
    active: true,
    is_default: true,
    ...overrides,
  };
}

export const hcmRoute = route({
  _id: 'r-hcm',
  code: 'JP-HCM',
  name: 'Nhật Bản → TP. Hồ Chí Minh',
  is_default: false,
  ship_modes: [mode('air', 'Bay thường', 260_000, 500, 6000, [5, 9])],
  warehouse: { id: 'wh-hcm', name: 'Kho TP. Hồ Chí Minh', address: 'Số 25 Cộng Hòa, TP. Hồ Chí Minh' },
});

export const priceList: PriceListResponse['data'] = {
  rate: 1_723_500,
  routes: [route(), hcmRoute].map((r) => ({
    ...r,
    ship_modes: r.ship_modes.map((m) => ({ ...m, bands: [500, 1000, 5000].map((weight_g) => ({ weight_g, amount_vnd: Math.ceil((Math.max(weight_g, m.min_weight_g) * m.price_per_kg_vnd) / 1000) })) })),
  })),
  service_fee_tiers: [
    { code: 'tier-1', label: 'Đơn dưới 3 triệu đồng', threshold_vnd: 0, fee_bps: 800, min_fee_vnd: 30_000 },
    { code: 'tier-2', label: 'Đơn từ 3 triệu', threshold_vnd: 3_000_000, fee_bps: 600, min_fee_vnd: 0 },
    { code: 'tier-3', label: 'Đơn từ 30 triệu', threshold_vnd: 30_000_000, fee_bps: 350, min_fee_vnd: 0 },
  ],
  site_taxes: [
    { site: 'mercari', tax_bps: 1000 },
    { site: 'rakuten', tax_bps: 1000 },
  ],
  size_classes: [{ code: '60', label: 'Cỡ 60 (tổng ba cạnh đến 60 cm)', max_sum_cm: 60, max_weight_g: 2000, price_jpy: 800, price_vnd: 137_880 }],
  extras,
};

export function calcResult(overrides: Partial<PriceCalcResponse> = {}): PriceCalcResponse {
  return {
    success: true,
    message: 'Tính giá thành công',
    details: [
      { code: 'goods', title: 'Tiền hàng', lines: [{ code: 'item-1', label: 'Thẻ Pokémon', amount_vnd: 1_378_800, amount_jpy: 8000, note: '1 × ¥8,000' }] },
      { code: 'service', title: 'Phí dịch vụ', lines: [{ code: 'service_fee', label: 'Phí dịch vụ mua hộ (8%)', amount_vnd: 110_304, amount_jpy: null, note: null }] },
      {
        code: 'international',
        title: 'Vận chuyển quốc tế',
        lines: [{ code: 'international', label: 'Nhật Bản → Hà Nội — Bay thường', amount_vnd: 250_000, amount_jpy: null, note: '1 kg × 250.000 ₫/kg' }],
      },
    ],
    payment: { first_payment: 1_489_104, second_payment: 250_000 },
    calc_error: null,
    total_vnd: 1_739_104,
    goods_jpy: 8000,
    chargeable_weight_g: 1000,
    rate: 1_723_500,
    route_code: 'JP-HN',
    ship_mode: 'air',
    ...overrides,
  };
}
