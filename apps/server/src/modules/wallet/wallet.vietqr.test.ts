import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { AppError } from '../../platform/errors.ts';
import { buildVietQr, vietQrCrc, vietQrCurrencies, vietQrPurpose, vietQrSvg, type VietQrInput } from './wallet.vietqr.ts';

/** Research §1.8: the vectors our builder must reproduce character for character (# = vector number). */
const builtVectors: { no: number; input: VietQrInput; payload: string }[] = [
  {
    no: 2, // NAPAS §6.1.1, static to account (corrected length)
    input: { bin: '970403', accountNo: '0011012345678' },
    payload: '00020101021138570010A00000072701270006970403011300110123456780208QRIBFTTA53037045802VN63049E6F',
  },
  {
    no: 3, // NAPAS §6.1.2, static to card (also #40)
    input: { bin: '970403', accountNo: '9704031101234567', format: 'card' },
    payload: '00020101021138600010A00000072701300006970403011697040311012345670208QRIBFTTC53037045802VN63044F52',
  },
  {
    no: 12, // vietnam-qr-pay README, ACB static
    input: { bin: '970416', accountNo: '257678859' },
    payload: '00020101021138530010A0000007270123000697041601092576788590208QRIBFTTA53037045802VN6304AE9F',
  },
  {
    no: 15, // Techcombank: the CRC has a leading zero
    input: { bin: '970407', accountNo: '19030413601018' },
    payload: '00020101021138580010A000000727012800069704070114190304136010180208QRIBFTTA53037045802VN63040283',
  },
  {
    no: 19, // ZaloPay through BVBank: letters in the account id
    input: { bin: '970454', accountNo: '99ZP24009M07248267' },
    payload: '00020101021138620010A00000072701320006970454011899ZP24009M072482670208QRIBFTTA53037045802VN6304073C',
  },
  {
    no: 20, // subiz/vietqr, TPBank static
    input: { bin: '970423', accountNo: '0099999999' },
    payload: '00020101021138540010A00000072701240006970423011000999999990208QRIBFTTA53037045802VN6304CBB4',
  },
  {
    no: 37, // our top-up: 100,000 VND to Vietcombank, content QA + hex(912345678)
    input: { bin: '970436', accountNo: '1234567890', amountVnd: 100_000, purpose: 'QA36614A4E' },
    payload: '00020101021238540010A00000072701240006970436011012345678900208QRIBFTTA530370454061000005802VN62140810QA36614A4E6304C36B',
  },
  {
    no: 38, // same account, no amount: static, content QR + hex
    input: { bin: '970436', accountNo: '1234567890', purpose: 'QR36614A4E' },
    payload: '00020101021138540010A00000072701240006970436011012345678900208QRIBFTTA53037045802VN62140810QR36614A4E63044976',
  },
  {
    no: 39, // a saved card's QR: MB, no amount, no purpose (the public sample prints the CRC in lower case)
    input: { bin: '970422', accountNo: '0352350917' },
    payload: '00020101021138540010A00000072701240006970422011003523509170208QRIBFTTA53037045802VN630479DB',
  },
  {
    no: 41, // boundary: 19-character account, amount 1, 25-character purpose
    input: { bin: '970415', accountNo: '1234567890123456789', amountVnd: 1, purpose: 'A'.repeat(25) },
    payload: '00020101021238630010A00000072701330006970415011912345678901234567890208QRIBFTTA5303704540115802VN62290825AAAAAAAAAAAAAAAAAAAAAAAAA63046C79',
  },
];

/** Valid public payloads whose content our builder would normalise (lower-case purpose, extra tags): CRC only. */
const crcVectors: { no: number; payload: string }[] = [
  { no: 4, payload: '00020101021238570010A00000072701270006970403011300110123456780208QRIBFTTA530370454061800005802VN62340107NPS68690819thanh toan don hang63042E2E' },
  { no: 5, payload: '00020101021238600010A00000072701300006970403011697040311012345670208QRIBFTTC530370454061800005802VN62340107NPS68690819thanh toan don hang6304A203' },
  { no: 13, payload: '00020101021238530010A0000007270123000697041601092576788590208QRIBFTTA53037045405100005802VN62150811Chuyen tien630453E6' },
  { no: 14, payload: '00020101021238530010A0000007270123000697041601092576788590208QRIBFTTA5303704540410005802VN62150811Chuyen tien6304BBB8' },
  { no: 16, payload: '00020101021138540010A00000072701240006970422011003523509170208QRIBFTTA53037045802VN630479db' },
  { no: 17, payload: '00020101021138620010A000000727013200069710250118PSP1234567890000000208QRIBFTTA53037045802VN62190515MOMOW2W123456786304821F' },
  { no: 18, payload: '00020101021138620010A00000072701320006970454011899MM24011M348750800208QRIBFTTA53037045802VN62190515MOMOW2W3487508080030466304EBC8' },
  { no: 21, payload: '00020101021238570010A00000072701270006970422011300234579234420208QRIBFTTA53037045405401235802VN62200816test text string6304D9C6' },
  { no: 22, payload: '00020101021238570010A00000072701270006970422011300234579234420208QRIBFTTA53037045405401235802VN62160812chuyen khoan6304722F' },
  { no: 23, payload: '00020101021238630010A0000007270133000697042201190023457923442ASDFLJ0208QRIBFTTA53037045405401235802VN62290825chuyen khoan alsdkf laksj6304E5DB' },
];

function thrown(fn: () => unknown): AppError {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('VietQR payload', () => {
  it.each(builtVectors)('reproduces research vector #$no exactly', ({ input, payload }) => {
    expect(buildVietQr(input)).toBe(payload);
  });

  it.each(crcVectors)('computes the published CRC of vector #$no', ({ payload }) => {
    const body = payload.slice(0, -4);
    expect(body.endsWith('6304')).toBe(true);
    expect(vietQrCrc(body)).toBe(payload.slice(-4).toUpperCase());
  });

  it('computes the CRC-16/CCITT-FALSE check value and pads to 4 upper-case digits', () => {
    expect(vietQrCrc('123456789')).toBe('29B1');
    expect(vietQrCrc('00')).toBe('2EC9');
    expect(vietQrCrc('01')).toBe('3EE8');
  });

  it('turns a Vietnamese purpose into upper-case ASCII of at most 25 characters', () => {
    expect(vietQrPurpose('chuyển khoản')).toBe('CHUYEN KHOAN');
    expect(vietQrPurpose('  Ủng hộ lũ lụt — Đà Nẵng!  ')).toBe('UNG HO LU LUT DA NANG');
    expect(vietQrPurpose('thanh toán đơn hàng số 123456789')).toBe('THANH TOAN DON HANG SO 12');
    const payload = buildVietQr({ bin: '970422', accountNo: '0023457923442', amountVnd: 40_123, purpose: 'chuyển khoản' });
    expect(payload).toContain('62160812CHUYEN KHOAN6304');
    expect(payload).toMatch(/^[0-9A-Z ]+$/);
    expect(vietQrCrc(payload.slice(0, -4))).toBe(payload.slice(-4));
  });

  it('writes the currency numeric code for each supported currency and VND by default', () => {
    expect(Object.keys(vietQrCurrencies).sort()).toEqual(['CNY', 'IDR', 'JPY', 'KRW', 'MYR', 'PHP', 'SGD', 'THB', 'VND']);
    const base = { bin: '970436', accountNo: '1234567890' };
    expect(buildVietQr(base)).toContain('5303704');
    expect(buildVietQr({ ...base, currency: 'jpy' })).toContain('5303392');
    expect(buildVietQr({ ...base, currency: 'CNY' })).toContain('5303156');
    for (const currency of ['USD', 'EUR', '', 'VNDX', 'toString', '__proto__']) {
      const error = thrown(() => buildVietQr({ ...base, currency }));
      expect([error.statusCode, error.code]).toEqual([400, 'QR_CURRENCY_UNSUPPORTED']);
    }
  });

  it('uses 11 without an amount (or amount 0) and 12 with one; refuses bad amounts', () => {
    const base = { bin: '970436', accountNo: '1234567890' };
    expect(buildVietQr({ ...base, amountVnd: 0 })).toBe(buildVietQr(base));
    expect(buildVietQr(base).slice(0, 12)).toBe('000201010211');
    expect(buildVietQr({ ...base, amountVnd: 5 }).slice(0, 12)).toBe('000201010212');
    for (const amountVnd of [-1, 1.5, Number.NaN, 10_000_000_000_000]) {
      const error = thrown(() => buildVietQr({ ...base, amountVnd }));
      expect(error.code).toBe('WALLET_AMOUNT_INVALID');
    }
  });

  it('refuses a BIN that is not 6 characters or an account outside 1–19 characters with the spec message', () => {
    const bad: VietQrInput[] = [
      { bin: '97043', accountNo: '1234567890' },
      { bin: '9704366', accountNo: '1234567890' },
      { bin: '', accountNo: '1234567890' },
      { bin: '970436', accountNo: '' },
      { bin: '970436', accountNo: '   ' },
      { bin: '970436', accountNo: '12345678901234567890' },
    ];
    for (const input of bad) {
      const error = thrown(() => buildVietQr(input));
      expect(error.statusCode).toBe(400);
      expect(error.code).toBe('QR_BENEFICIARY_LENGTH');
      expect(error.message).toBe('Độ dài id tổ chức thụ hưởng không chính xác');
    }
    expect(thrown(() => buildVietQr({ bin: '97043A', accountNo: '123' })).code).toBe('VALIDATION_FAILED');
    expect(thrown(() => buildVietQr({ bin: '970436', accountNo: '12-34' })).code).toBe('VALIDATION_FAILED');
  });
});

describe('VietQR SVG', () => {
  it('renders level Q at 128 px with a 4-module quiet zone', async () => {
    const payload = builtVectors.find((v) => v.no === 37)!.payload;
    const svg = await vietQrSvg(payload);
    const modules = QRCode.create(payload, { errorCorrectionLevel: 'Q' }).modules.size;
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128"')).toBe(true);
    expect(svg).toContain(`viewBox="0 0 ${modules + 8} ${modules + 8}"`);
    expect(svg).toBe(await QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'Q', width: 128, margin: 4 }));
    expect(svg).not.toBe(await QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'L', width: 128, margin: 4 }));
    expect(await vietQrSvg(payload, 200)).toContain('width="200" height="200"');
  });
});
