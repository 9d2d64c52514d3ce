import type { TopupDto } from '@kaimono/contracts';

/** GET /api/wallet/topup's answer for an amount (0 or null: the static QR), for tests that open the top-up dialog. */
export function topupInfo(amount: number | null): TopupDto {
  return {
    account: { bin: '970436', account_no: '1234567890', account_name: 'CONG TY TNHH KAIMONO', bank: { short_name: 'Vietcombank', vn_name: 'Ngân hàng TMCP Ngoại thương Việt Nam' } },
    transfer_content: amount ? 'QA36614A4E' : 'QR36614A4E',
    amount_vnd: amount ?? 0,
    qr: { payload: amount ? `dynamic-${amount}` : 'static', svg: `<svg xmlns="http://www.w3.org/2000/svg"><title>${amount ?? 0}</title></svg>` },
    note: 'Ngoài giờ hành chính (8:00–17:00, Thứ Hai – Thứ Sáu), tiền có thể vào ví chậm hơn.',
    recent: [],
  };
}
