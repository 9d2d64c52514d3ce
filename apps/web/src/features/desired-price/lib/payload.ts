/**
 * The field rules of a desired-price request (spec §4 and §5):
 * - no id → a new request is created, and `other_price` and `confirm` are dropped;
 * - with an id → an update that keeps only id, desired_price, ship_mode, services_extra,
 *   coupons_code, address_id;
 * - a status change sends only id, status, assignee_id, buy_auto, account_id;
 * - a cancel forces status 0.
 */
export const UPDATE_FIELDS = ['id', 'desired_price', 'ship_mode', 'services_extra', 'coupons_code', 'address_id'] as const;
export const STATUS_FIELDS = ['id', 'status', 'assignee_id', 'buy_auto', 'account_id'] as const;
/** The status a cancel sends (spec §4: a cancel action forces status 0). */
export const CANCEL_STATUS = 0;

export interface DesiredPriceRecord {
  id?: string | null;
  status?: number | null;
  assignee_id?: string | null;
  buy_auto?: boolean | null;
  account_id?: string | null;
  desired_price?: number | null;
  ship_mode?: string | null;
  services_extra?: string[] | null;
  coupons_code?: string | null;
  address_id?: string | null;
  other_price?: number | null;
  confirm?: boolean | null;
  [key: string]: unknown;
}

function pick<K extends string>(record: Record<string, unknown>, keys: readonly K[]): Partial<Record<K, unknown>> {
  const out: Partial<Record<K, unknown>> = {};
  for (const key of keys) if (record[key] !== undefined) out[key] = record[key];
  return out;
}

/** The body of POST /api/desired-price: everything but id, other_price and confirm. */
export function createPayload<T extends DesiredPriceRecord>(record: T): Omit<T, 'id' | 'other_price' | 'confirm'> {
  const { id: _id, other_price: _other, confirm: _confirm, ...rest } = record;
  return rest;
}

/** The body of PUT /api/desired-price: only the editable fields and the id. */
export function updatePayload(record: DesiredPriceRecord & { id: string }) {
  return pick(record, UPDATE_FIELDS) as { id: string } & Partial<Pick<DesiredPriceRecord, (typeof UPDATE_FIELDS)[number]>>;
}

/** Create when there is no id, else update (spec §4). */
export function savePayload(record: DesiredPriceRecord): { method: 'POST'; body: Record<string, unknown> } | { method: 'PUT'; body: Record<string, unknown> } {
  return record.id ? { method: 'PUT', body: updatePayload({ ...record, id: record.id }) } : { method: 'POST', body: createPayload(record) };
}

/** The body of PUT /api/desired-price/change-status. */
export function statusPayload(record: DesiredPriceRecord & { id: string }) {
  return pick(record, STATUS_FIELDS) as { id: string } & Partial<Pick<DesiredPriceRecord, (typeof STATUS_FIELDS)[number]>>;
}

/** A cancel: the status change with status forced to 0. */
export function cancelPayload(record: DesiredPriceRecord & { id: string }) {
  return statusPayload({ ...record, status: CANCEL_STATUS });
}
