import type {
  BuyNowBody,
  OrderDto,
  OrderPriceGroup,
  QuotePreviewDto,
  QuoteRequestBody,
  QuoteRequestResponse,
  RouteDto,
  ServiceExtraDto,
  ShipModeDto,
} from '@kaimono/contracts';
import { apiRequest, http } from '@/shared/api/http';

export type { OrderDto, OrderPriceGroup, QuotePreviewDto, QuoteRequestBody, RouteDto, ServiceExtraDto, ShipModeDto };

/** GET /api/route: the active shipping routes (one page of 100 is all of them). */
export async function getRoutes(signal?: AbortSignal): Promise<RouteDto[]> {
  const body = await http.get<{ results: RouteDto[] }>('/route', { page: 1, size: 100 }, signal);
  return (body.results ?? []).filter((route) => route.active);
}

/** GET /api/service-extras/user: the extra services a customer may order. */
export async function getServiceExtras(signal?: AbortSignal): Promise<ServiceExtraDto[]> {
  const body = await http.get<{ data: ServiceExtraDto[] }>('/service-extras/user', undefined, signal);
  return (body.data ?? []).filter((extra) => extra.active);
}

/** POST /api/quote/user/request without confirm: the priced preview (nothing saved). */
export async function previewQuote(input: QuoteRequestBody, signal?: AbortSignal): Promise<QuotePreviewDto> {
  const body = await apiRequest<QuoteRequestResponse>('/quote/user/request', { method: 'POST', body: { ...input, confirm: false }, signal });
  return body.quote;
}

/** POST /api/quote/user/request with confirm and the address: creates the order. */
export function confirmQuote(input: QuoteRequestBody & { address_id: string; request_id: string }): Promise<QuoteRequestResponse> {
  return http.post<QuoteRequestResponse>('/quote/user/request', { ...input, confirm: true });
}

export interface CouponCheck {
  message: string;
  coupon: { coupon_code: string; discount_vnd: number; summary: string };
  quote: QuotePreviewDto;
}

/**
 * POST /api/quote/user/coupon: checks a coupon against the quote ('Chưa thể áp dụng được mã giảm giá.'
 * when it does not apply). Sent in the spec's shape, `coupons: [{coupon_code}]`.
 */
export function checkCoupon(input: QuoteRequestBody, couponCode: string): Promise<CouponCheck> {
  const { coupon_code: _previous, ...quote } = input;
  return http.post<CouponCheck>('/quote/user/coupon', { ...quote, coupons: [{ coupon_code: couponCode }] });
}

/** POST /api/user/payment-for-order: the first payment from the wallet. */
export function payForOrder(orderId: string, requestId: string): Promise<{ message: string; data: OrderDto }> {
  return http.post<{ message: string; data: OrderDto }>('/user/payment-for-order', { order_id: orderId, request_id: requestId });
}

/** POST /api/buy-product-now: an order for one item, not through the cart. */
export function buyNow(input: BuyNowBody): Promise<{ message: string; data: OrderDto }> {
  return http.post<{ message: string; data: OrderDto }>('/buy-product-now', input);
}

