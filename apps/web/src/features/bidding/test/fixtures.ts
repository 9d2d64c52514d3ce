import type { BidDto, BidEventDto } from '@kaimono/contracts';

const CODE = 'x123456789';

/** A bid as GET /api/bid/user sends it (override what the test is about). */
export function bidDto(overrides: Partial<BidDto> = {}): BidDto {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    _id: '11111111-1111-4111-8111-111111111111',
    site: 'auction',
    code: CODE,
    mode: 'snipe',
    status: 'scheduled',
    status_label: 'Đã hẹn giờ',
    title: 'Máy ảnh Canon AE-1',
    title_vi: null,
    image: null,
    path: `/auction/item/${CODE}`,
    max_price_jpy: 6_000,
    qty: 1,
    ship_mode: null,
    route_code: null,
    shipping_charges: null,
    services_extra: [],
    payment_methods: null,
    partial: false,
    hold_vnd: 1_250_000,
    rate: 1_723_500,
    current_price_jpy: 5_000,
    tax_rate: 0,
    end_time: new Date(Date.now() + 3600_000).toISOString(),
    scheduled_at: new Date(Date.now() + 3590_000).toISOString(),
    lead_seconds: 10,
    sent_at: null,
    last_checked_at: null,
    placer: 'sandbox',
    is_highest: false,
    can_cancel: true,
    can_raise: true,
    failure_code: null,
    failure_message: null,
    final_price_jpy: null,
    order_id: null,
    created_at: '2026-03-02T03:00:00.000Z',
    updated_at: '2026-03-02T03:00:00.000Z',
    ...overrides,
  };
}

/** One event of a bid's log. */
export function bidEvent(overrides: Partial<BidEventDto> = {}): BidEventDto {
  return {
    id: `e-${Math.random().toString(16).slice(2)}`,
    kind: 'created',
    label: 'Tạo lượt đặt giá',
    from_status: null,
    to_status: null,
    latency_ms: null,
    price_jpy: null,
    detail: null,
    actor: 'system',
    at: '2026-03-02T03:00:00.000Z',
    ...overrides,
  };
}
