import { describe, expect, it } from 'vitest';
import type { BillDto, StoreInfo } from '@kaimono/contracts';
import { escapeHtml, printDocument } from './bills.print.ts';

const store: StoreInfo = {
  name: 'Kaimono',
  phone: '024 0000 0000',
  hotline: '1900 0000',
  email: 'hotro@example.vn',
  location: { address: 'Hà Nội' },
  socials: { facebook: '', instagram: '' },
  chat: { facebook: '', zalo: '' },
  estimate: true,
  office_hours: '8:00–17:30',
};

const bill: BillDto = {
  id: 'b1',
  _id: 'b1',
  code: 'HD260325000007',
  status: 'unpaid',
  status_label: 'Chưa thanh toán',
  amount_vnd: 1_250_000,
  rate_scaled: 1_725_000,
  rate: '172.5',
  lines: [{ code: 'shipping:JP-HN:air', label: 'Cước bay <JP-HN>', amount_vnd: 1_250_000, note: '6,5 kg' }],
  route_code: 'JP-HN',
  ship_mode: 'air',
  weight_g: 6_500,
  chargeable_weight_g: 6_500,
  orders: [{ id: 'o1', code: 'KM26032500001', amount_vnd: 1_250_000, items: [{ name: 'ポケモンカード <SR>', name_vi: 'Thẻ Pokémon <SR>', qty: 2 }] }],
  parcels: [
    { id: 'p1', order_id: 'o1', order_code: 'KM26032500001', weight_g: 6_500, length_cm: 50, width_cm: 40, height_cm: 30, chargeable_weight_g: 6_500, note: '', recorded_at: '2026-03-25T03:00:00.000Z' },
  ],
  address: { receiver_name: 'Trần "Bé" <b>', phone: '0912345678', full_address: 'Số 1, Phường Ba Đình, Hà Nội' },
  due_at: '2026-04-01T03:00:00.000Z',
  paid_at: null,
  cancelled_at: null,
  created_at: '2026-03-25T03:00:00.000Z',
  updated_at: '2026-03-25T03:00:00.000Z',
};

describe('the printed slip', () => {
  it('escapes every value', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('has the customer, address, orders, parcels, lines and the amount to collect, in Vietnam time', () => {
    const html = printDocument([{ bill, customer: { fullName: 'Trần Thị Khách', customerNo: 'KM100123', phone: '0987654321' } }], store);
    expect(html).toContain('<html lang="vi">');
    expect(html).toContain('PHIẾU GIAO HÀNG VÀ THANH TOÁN');
    expect(html).toContain('HD260325000007');
    expect(html).toContain('Trần Thị Khách (Mã khách hàng: KM100123)');
    expect(html).toContain('Trần &quot;Bé&quot; &lt;b&gt;');
    expect(html).toContain('KM26032500001');
    expect(html).toContain('50 × 40 × 30 cm');
    expect(html).toContain('6,5 kg');
    expect(html).toContain('Cước bay &lt;JP-HN&gt;');
    expect(html).toContain('Số tiền cần thu khi giao: 1.250.000');
    expect(html).toContain('25/03/2026 10:00');
    expect(html).not.toMatch(/<script|<img|<link/);
  });

  it('names the items by their Vietnamese title, the Japanese original below it', () => {
    const html = printDocument([{ bill, customer: { fullName: 'A', customerNo: null, phone: null } }], store);
    const vi = html.indexOf('Thẻ Pokémon &lt;SR&gt; × 2');
    const ja = html.indexOf('<div class="note" lang="ja">ポケモンカード &lt;SR&gt;</div>');
    expect(vi).toBeGreaterThan(0);
    expect(ja).toBeGreaterThan(vi);
    const untranslated = { ...bill, orders: [{ ...bill.orders[0]!, items: [{ name: 'SONY WH-1000XM5', name_vi: null, qty: 1 }] }] };
    const plain = printDocument([{ bill: untranslated, customer: { fullName: 'A', customerNo: null, phone: null } }], store);
    expect(plain).toContain('SONY WH-1000XM5 × 1');
    expect(plain).not.toContain('lang="ja"');
  });

  it('a paid bill collects nothing on delivery', () => {
    const html = printDocument([{ bill: { ...bill, status: 'paid', status_label: 'Đã thanh toán', paid_at: '2026-03-26T01:00:00.000Z' }, customer: { fullName: null, customerNo: null, phone: null } }], store);
    expect(html).toMatch(/Số tiền cần thu khi giao: 0/);
    expect(html).toContain('Đã thanh toán lúc');
  });

  it('names the route and mode as the fee schedule does and writes the rate with a decimal comma', () => {
    const named = { ...bill, route_name: 'Nhật Bản → Hà Nội', ship_mode_name: 'Đường bay' };
    const html = printDocument([{ bill: named, customer: { fullName: 'A', customerNo: null, phone: null } }], store);
    expect(html).toContain('<dd>Nhật Bản → Hà Nội · Đường bay</dd>');
    expect(html).toContain('<dd>172,50 ₫/¥</dd>');
    expect(html).not.toContain('172.5');
    expect(html).not.toMatch(/<dd>[^<]*JP-HN/);
    expect(html).not.toMatch(/<dd>[^<]*\bair\b/);
  });
});
