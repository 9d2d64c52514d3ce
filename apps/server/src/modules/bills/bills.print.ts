import type { BillDto, StoreInfo } from '@kaimono/contracts';
import { billsText } from '@kaimono/i18n';
import { exchangeRate, formatRate, formatVnd, vnd } from '@kaimono/money';

/**
 * POST /api/bill/print: one HTML document, a delivery and payment slip per bill (page break
 * between them), with its own print styles: the web opens it in a window and calls print().
 * Every value is escaped; the document loads nothing (no scripts, images or external styles).
 */

export interface SlipCustomer {
  fullName: string | null;
  customerNo: string | null;
  phone: string | null;
}

export function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}

const t = billsText.slip;
const e = (value: string | null | undefined) => (value ? escapeHtml(value) : t.none);
const money = (amount: number) => escapeHtml(formatVnd(vnd(amount)));
const dateOnly = new Intl.DateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', day: '2-digit', month: '2-digit', year: 'numeric' });
const timeOnly = new Intl.DateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
/** dd/mm/yyyy hh:mm in Vietnam time. */
const when = (isoText: string | null) => {
  if (!isoText) return t.none;
  const date = new Date(isoText);
  return escapeHtml(`${dateOnly.format(date)} ${timeOnly.format(date)}`);
};
const grams = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 });
const kg = (g: number) => `${grams.format(g / 1000)} kg`;
const size = (l: number | null, w: number | null, h: number | null) => (l && w && h ? `${l} × ${w} × ${h} cm` : t.none);

const STYLE = `
*{box-sizing:border-box}
body{font-family:Arial,"Helvetica Neue",sans-serif;font-size:13px;color:#111;margin:0;padding:24px}
.slip{max-width:760px;margin:0 auto 32px;page-break-after:always;break-after:page}
.slip:last-child{page-break-after:auto;break-after:auto}
header{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid #111;padding-bottom:8px;margin-bottom:12px}
header .store{font-size:12px;line-height:1.5}
header .store strong{font-size:16px}
h1{font-size:18px;text-align:center;margin:12px 0 4px}
.code{text-align:center;margin-bottom:12px}
dl{display:grid;grid-template-columns:170px 1fr;gap:4px 12px;margin:0 0 12px}
dt{color:#555}
dd{margin:0}
table{width:100%;border-collapse:collapse;margin-bottom:12px}
th,td{border:1px solid #999;padding:6px 8px;text-align:left;vertical-align:top}
th{background:#f0f0f0}
td.num,th.num{text-align:right;white-space:nowrap}
tfoot td{font-weight:bold}
.note{color:#555;font-size:12px}
.collect{font-size:15px;font-weight:bold;border:2px solid #111;padding:8px;margin:12px 0}
.sign{display:grid;grid-template-columns:1fr 1fr;text-align:center;margin-top:24px;min-height:110px}
.sign span{display:block;color:#555;font-size:12px}
footer{text-align:center;color:#555;font-size:12px;margin-top:16px}
@media print{body{padding:0}.slip{margin:0 auto}}
`;

/** The orders' items: the Vietnamese title, the Japanese original below it (smaller), the quantity. */
function itemList(bill: BillDto): string {
  const items = bill.orders.flatMap((o) => o.items);
  if (items.length === 0) return t.none;
  return items
    .map((item) => `<div>${e(item.name_vi ?? item.name)} × ${item.qty}${item.name_vi ? `<div class="note" lang="ja">${e(item.name)}</div>` : ''}</div>`)
    .join('');
}

function slip(bill: BillDto, customer: SlipCustomer, store: StoreInfo): string {
  const unpaid = bill.status === 'unpaid';
  const parcels = bill.parcels
    .map(
      (p, i) =>
        `<tr><td>${i + 1}</td><td>${e(p.order_code)}</td><td class="num">${kg(p.weight_g)}</td><td>${size(p.length_cm, p.width_cm, p.height_cm)}</td><td class="num">${kg(p.chargeable_weight_g)}</td></tr>`,
    )
    .join('');
  const lines = bill.lines
    .map((l) => `<tr><td>${e(l.label)}${l.note ? `<div class="note">${e(l.note)}</div>` : ''}</td><td class="num">${money(l.amount_vnd)}</td></tr>`)
    .join('');
  return `<section class="slip">
<header><div class="store"><strong>${e(store.name)}</strong><br>${e(store.location.address)}<br>${e(store.hotline || store.phone)}${store.email ? ` · ${e(store.email)}` : ''}</div>
<div class="store">${t.createdAt}: ${when(bill.created_at)}<br>${t.status}: ${e(bill.status_label)}</div></header>
<h1>${t.title}</h1>
<div class="code">${t.billCode}: <strong>${e(bill.code)}</strong></div>
<dl>
<dt>${t.customer}</dt><dd>${e(customer.fullName)}${customer.customerNo ? ` (${t.customerNo}: ${e(customer.customerNo)})` : ''}</dd>
<dt>${t.receiver}</dt><dd>${e(bill.address?.receiver_name ?? customer.fullName)}</dd>
<dt>${t.phone}</dt><dd>${e(bill.address?.phone ?? customer.phone)}</dd>
<dt>${t.address}</dt><dd>${e(bill.address?.full_address)}</dd>
<dt>${t.orders}</dt><dd>${bill.orders.map((o) => e(o.code)).join(', ') || t.none}</dd>
<dt>${t.items}</dt><dd>${itemList(bill)}</dd>
<dt>${t.route}</dt><dd>${e([bill.route_name ?? bill.route_code, bill.ship_mode_name ?? bill.ship_mode].filter(Boolean).join(' · '))}</dd>
<dt>${t.rate}</dt><dd>${bill.rate_scaled > 0 ? e(formatRate(exchangeRate(bill.rate_scaled))) : t.none}</dd>
${unpaid ? `<dt>${t.dueAt}</dt><dd>${when(bill.due_at)}</dd>` : ''}
${bill.paid_at ? `<dt>${t.paidAt}</dt><dd>${when(bill.paid_at)}</dd>` : ''}
</dl>
<table><thead><tr><th>${t.parcelNo}</th><th>${t.orders}</th><th class="num">${t.weight}</th><th>${t.size}</th><th class="num">${t.chargeable}</th></tr></thead><tbody>${parcels}</tbody></table>
<table><thead><tr><th>${t.item}</th><th class="num">${t.amount}</th></tr></thead><tbody>${lines}</tbody>
<tfoot><tr><td>${t.total}</td><td class="num">${money(bill.amount_vnd)}</td></tr></tfoot></table>
<div class="collect">${t.toCollect}: ${money(unpaid ? bill.amount_vnd : 0)}</div>
<div class="sign"><div>${t.signatureReceiver}<span>${t.signHint}</span></div><div>${t.signatureStaff}<span>${t.signHint}</span></div></div>
<footer>${t.footer}</footer>
</section>`;
}

export function printDocument(entries: Array<{ bill: BillDto; customer: SlipCustomer }>, store: StoreInfo): string {
  return `<!doctype html>
<html lang="vi"><head><meta charset="utf-8"><title>${t.documentTitle}</title><style>${STYLE}</style></head>
<body>
${entries.map((x) => slip(x.bill, x.customer, store)).join('\n')}
</body></html>`;
}
