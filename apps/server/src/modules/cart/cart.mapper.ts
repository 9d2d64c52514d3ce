import type { CartCheckOutcome, CartItemDto, SiteCode } from '@kaimono/contracts';
import { vietnameseTitle, type TitleTranslator } from '../translate/index.ts';
import type { CartItemRow } from './cart.service.ts';

/** Items of one site and seller go together, unless the buyer gave a group label. */
export function groupKeyOf(row: Pick<CartItemRow, 'site' | 'sellerId' | 'groups'>): string {
  return row.groups ?? `${row.site}:${row.sellerId ?? '-'}`;
}

/** The translator renders the Vietnamese title now, not when the item was added (staff corrections show at once). */
export function toCartItemDto(row: CartItemRow, translator: TitleTranslator, check: CartCheckOutcome | null = null): CartItemDto {
  return {
    id: row.id,
    code: row.code,
    site_code: row.site as SiteCode,
    soldout: row.soldout,
    link: row.link,
    name: row.name,
    name_vi: vietnameseTitle(translator, row.name),
    image: row.image,
    qty: row.qty,
    variant: row.variant === '' ? null : row.variant,
    price: row.priceJpy,
    tax: row.taxJpy,
    weight: row.weightG,
    width: row.widthCm,
    length: row.lengthCm,
    height: row.heightCm,
    extra_services: row.extraServices,
    discount_codes: row.discountCodes,
    route_code: row.routeCode,
    ship_mode: row.shipMode,
    note: row.note,
    groups: groupKeyOf(row),
    product_need_procedure: row.productNeedProcedure,
    vendor_extra_services: row.vendorExtraServices,
    seller: { id: row.sellerId, name: row.sellerName },
    domestic_shipping_jpy: row.domesticShippingJpy,
    previous_price_jpy: row.previousPriceJpy,
    price_changed: row.previousPriceJpy !== null && row.previousPriceJpy !== row.priceJpy,
    intended: row.intended,
    check,
    checked_at: row.checkedAt ? row.checkedAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
