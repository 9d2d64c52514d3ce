import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalizeVietnamesePhone } from '@kaimono/contracts';
import type { Config } from '../../platform/config.ts';
import {
  cassoAuthorized,
  cassoSignature,
  fromCasso,
  parseVietnamTime,
  safeEqual,
  sepayAuthorized,
  sepaySignature,
} from './wallet.reconciliation.service.ts';
import { decodeTransferHex, findTransferCodes, LOWEST_MOBILE_VALUE, parseTopupAmount, PHONE_VALUE_FLOOR, transferCode } from './wallet.topup.ts';

describe('transfer codes (research §6.2)', () => {
  it('is QA/QR + the upper-case hex of the national number', () => {
    expect(transferCode({ phone: '0912345678', customerNo: 'KM100001' }, true)).toBe('QA36614A4E');
    expect(transferCode({ phone: '0912345678', customerNo: 'KM100001' }, false)).toBe('QR36614A4E');
    expect(transferCode({ phone: '0352350917', customerNo: 'KM1' }, true)).toBe('QA150072C5');
    expect(transferCode({ phone: '0987654321', customerNo: 'KM1' }, true)).toBe('QA3ADE68B1');
    expect(transferCode({ phone: '0701234567', customerNo: 'KM1' }, false)).toBe('QR29CBFD87');
    expect(transferCode({ phone: '0559999999', customerNo: 'KM1' }, false)).toBe('QR2160EBFF');
  });

  it('uses the customer number, zero-padded to 6 hex digits, for customers without a phone', () => {
    expect(transferCode({ phone: null, customerNo: 'KM100001' }, true)).toBe('QA0186A1');
    expect(transferCode({ phone: null, customerNo: 'KM100001' }, false)).toBe('QR0186A1');
    expect(transferCode({ phone: null, customerNo: 'KM20000000' }, true)).toBe('QA1312D00');
    expect(() => transferCode({ phone: null, customerNo: `KM${PHONE_VALUE_FLOOR}` }, true)).toThrow();
    expect(() => transferCode({ phone: null, customerNo: 'GUEST' }, true)).toThrow();
  });

  it('decodes phones and customer numbers', () => {
    expect(decodeTransferHex('36614A4E')).toEqual({ phone: '0912345678' });
    expect(decodeTransferHex('36614a4e')).toEqual({ phone: '0912345678' });
    expect(decodeTransferHex('0186A1')).toEqual({ customerNo: 'KM100001' });
    // 0212345678 is not a mobile number (02x are landlines): nobody.
    expect(decodeTransferHex((212_345_678).toString(16))).toBeNull();
    // Between the two ranges: neither.
    expect(decodeTransferHex((200_000_000).toString(16))).toBeNull();
    expect(decodeTransferHex('FFFFFFFFFF')).toBeNull();
  });

  it('finds codes anywhere in bank content, in any case, with junk around them', () => {
    const one = (content: string) => findTransferCodes(content).map((f) => f.code);
    expect(one('MBVCB.3278907687.QA36614A4E.CT tu 0123456789 NGUYEN VAN A')).toEqual(['QA36614A4E']);
    expect(one('qr36614a4e chuyen tien')).toEqual(['QR36614A4E']);
    expect(one('IBFT Qa36614A4e-Ma GD ACSP/ 123456')).toEqual(['QA36614A4E']);
    expect(one('NAP TIEN QA0186A1')).toEqual(['QA0186A1']);
    expect(findTransferCodes('x QA36614A4E y')[0]).toMatchObject({ kind: 'QA', owner: { phone: '0912345678' } });
    // Glued to letters or digits before, or hex after: not our code.
    expect(one('ABCQA36614A4E')).toEqual([]);
    expect(one('1QA36614A4E')).toEqual([]);
    expect(one('QA36614A4E5B')).toEqual([]);
    expect(one('QB36614A4E chuyen tien')).toEqual([]);
    expect(one('chuyen tien mua iphone')).toEqual([]);
    // Two codes: both reported, repeats once.
    expect(one('QA36614A4E QR0186A1 QA36614A4E')).toEqual(['QA36614A4E', 'QR0186A1']);
    // Several texts (SePay's recognised code first).
    expect(findTransferCodes(null, undefined, 'QR36614A4E').map((f) => f.code)).toEqual(['QR36614A4E']);
  });

  it('never confuses a phone code with a customer-number code', () => {
    // The lowest mobile prefix is 032: everything below it is not a mobile number.
    expect(normalizeVietnamesePhone('0320000000')).toBe('0320000000');
    for (let prefix = 0; prefix < 32; prefix += 1) {
      expect(normalizeVietnamesePhone(`0${String(prefix).padStart(2, '0')}9999999`)).toBeNull();
    }
    expect(LOWEST_MOBILE_VALUE).toBeGreaterThanOrEqual(PHONE_VALUE_FLOOR);

    const mobile = fc
      .tuple(fc.constantFrom('32', '33', '39', '52', '55', '59', '70', '76', '79', '81', '86', '89', '90', '94', '96', '99'), fc.integer({ min: 0, max: 9_999_999 }))
      .map(([prefix, rest]) => `0${prefix}${String(rest).padStart(7, '0')}`);
    fc.assert(
      fc.property(mobile, fc.boolean(), (phone, withAmount) => {
        const code = transferCode({ phone, customerNo: 'KM100001' }, withAmount);
        expect(code).toMatch(/^Q[AR][0-9A-F]{8}$/);
        expect(Number(phone)).toBeGreaterThanOrEqual(LOWEST_MOBILE_VALUE);
        expect(findTransferCodes(`CT ${code.toLowerCase()} tu MB`)).toEqual([{ kind: withAmount ? 'QA' : 'QR', code, owner: { phone } }]);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: PHONE_VALUE_FLOOR - 1 }), (n) => {
        const code = transferCode({ phone: null, customerNo: `KM${n}` }, true);
        expect(code).toMatch(/^QA[0-9A-F]{6,7}$/);
        expect(findTransferCodes(`NAP ${code}`)[0]?.owner).toEqual({ customerNo: `KM${n}` });
      }),
    );
  });
});

describe('top-up amount', () => {
  it('accepts nothing, 0 and whole numbers; refuses the rest with WALLET_AMOUNT_INVALID', () => {
    expect(parseTopupAmount(undefined)).toBe(0);
    expect(parseTopupAmount('')).toBe(0);
    expect(parseTopupAmount('0')).toBe(0);
    expect(parseTopupAmount(' 500000 ')).toBe(500_000);
    for (const bad of ['-1', '1.5', '1e6', 'abc', '1.000.000', '10000000000000', 'Infinity']) {
      expect(() => parseTopupAmount(bad), bad).toThrow(expect.objectContaining({ statusCode: 400, code: 'WALLET_AMOUNT_INVALID' }));
    }
  });
});

describe('bank webhook helpers', () => {
  const settings = (over: Partial<Config['wallet']> = {}): Config['wallet'] => ({
    topupAccount: { bin: '970436', accountNo: '1234567890', accountName: 'KAIMONO' },
    bankWebhookApiKey: undefined,
    sepayWebhookSecret: undefined,
    cassoSecureToken: undefined,
    cassoChecksumKey: undefined,
    ...over,
  });

  it('reads provider times as Vietnam time unless a zone is given', () => {
    expect(parseVietnamTime('2023-03-25 14:02:37')?.toISOString()).toBe('2023-03-25T07:02:37.000Z');
    expect(parseVietnamTime('2024-10-03T15:06:37')?.toISOString()).toBe('2024-10-03T08:06:37.000Z');
    expect(parseVietnamTime('2024-10-03T15:06:37Z')?.toISOString()).toBe('2024-10-03T15:06:37.000Z');
    expect(parseVietnamTime('2024-10-03T15:06:37+09:00')?.toISOString()).toBe('2024-10-03T06:06:37.000Z');
    expect(parseVietnamTime('hôm qua')).toBeNull();
    expect(parseVietnamTime('2023-13-45 99:00:00')).toBeNull();
    expect(parseVietnamTime(null)).toBeNull();
  });

  it('compares secrets in constant time and exactly', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });

  it('accepts the SePay API key, or a fresh HMAC signature over the raw body', () => {
    const key = 'sepay-api-key-0123456789';
    const secret = 'sepay-hmac-secret-0123456789';
    const raw = '{"id":1,"transferAmount":1000}';
    expect(sepayAuthorized(settings({ bankWebhookApiKey: key }), { authorization: `Apikey ${key}` }, raw)).toBe(true);
    expect(sepayAuthorized(settings({ bankWebhookApiKey: key }), { authorization: `apikey ${key}` }, raw)).toBe(true);
    expect(sepayAuthorized(settings({ bankWebhookApiKey: key }), { authorization: `Apikey ${key}x` }, raw)).toBe(false);
    expect(sepayAuthorized(settings({ bankWebhookApiKey: key }), { authorization: `Bearer ${key}` }, raw)).toBe(false);
    expect(sepayAuthorized(settings(), { authorization: 'Apikey ' }, raw)).toBe(false);

    const now = Date.UTC(2026, 0, 1);
    const ts = String(now / 1000);
    const signature = sepaySignature(secret, ts, raw);
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    const signed = { 'x-sepay-signature': signature, 'x-sepay-timestamp': ts };
    expect(sepayAuthorized(settings({ sepayWebhookSecret: secret }), signed, raw, now)).toBe(true);
    expect(sepayAuthorized(settings({ sepayWebhookSecret: secret }), signed, raw.replace('1000', '9000'), now)).toBe(false);
    expect(sepayAuthorized(settings({ sepayWebhookSecret: secret }), signed, raw, now + 301_000)).toBe(false);
    expect(sepayAuthorized(settings({ sepayWebhookSecret: secret }), signed, raw, now - 301_000)).toBe(false);
    expect(sepayAuthorized(settings(), signed, raw, now)).toBe(false); // no secret configured
  });

  // The published Casso webhook V2 sample (research §5.2): key, t and body give exactly this v1.
  const cassoSample = {
    error: 0,
    data: {
      id: 0,
      reference: 'MA_GIAO_DICH_THU_NGHIEM',
      description: 'giao dich thu nghiem',
      amount: 599000,
      runningBalance: 25000000,
      transactionDateTime: '2024-10-03 15:06:37',
      accountNumber: '88888888',
      bankName: 'VPBank',
      bankAbbreviation: 'VPB',
      virtualAccountNumber: '',
      virtualAccountName: '',
      counterAccountName: 'NGUYEN VAN A',
      counterAccountNumber: '8888888888',
      counterAccountBankId: '970415',
      counterAccountBankName: 'VietinBank',
    },
  };
  const cassoKey = 'mgExMrjj4i7a1p8Cs6LmFbpCd8lbw4sSX4LZXPag7TKazeIogtR90tvWYTkwQbvs';
  const cassoV1 =
    'ed0a4bd2e826d5cb69988cdb141e6c1a080e21f3b57eb72cd78192220042b9e7dde0868fc667faea8e224900fa7904e7c88dfa098032fb2d6b6996856e8b7ff3';

  it('reproduces the published Casso V2 signature', () => {
    expect(cassoSignature(cassoKey, '1727948258788', cassoSample)).toBe(cassoV1);
    expect(cassoAuthorized(settings({ cassoChecksumKey: cassoKey }), { 'x-casso-signature': `t=1727948258788,v1=${cassoV1}` }, cassoSample)).toBe(true);
    expect(cassoAuthorized(settings({ cassoChecksumKey: cassoKey }), { 'x-casso-signature': `t=1727948258789,v1=${cassoV1}` }, cassoSample)).toBe(false);
    const tampered = { ...cassoSample, data: { ...cassoSample.data, amount: 5990000 } };
    expect(cassoAuthorized(settings({ cassoChecksumKey: cassoKey }), { 'x-casso-signature': `t=1727948258788,v1=${cassoV1}` }, tampered)).toBe(false);
    expect(cassoAuthorized(settings(), { 'x-casso-signature': `t=1727948258788,v1=${cassoV1}` }, cassoSample)).toBe(false);
    expect(cassoAuthorized(settings({ cassoChecksumKey: cassoKey }), { 'x-casso-signature': 'garbage' }, cassoSample)).toBe(false);
  });

  it('accepts the legacy Casso Secure-Token', () => {
    const token = 'casso-secure-token-0123456789';
    expect(cassoAuthorized(settings({ cassoSecureToken: token }), { 'secure-token': token }, {})).toBe(true);
    expect(cassoAuthorized(settings({ cassoSecureToken: token }), { 'secure-token': 'wrong' }, {})).toBe(false);
    expect(cassoAuthorized(settings(), { 'secure-token': token }, {})).toBe(false);
  });

  it('maps both Casso formats; a negative amount is money going out', () => {
    const v2 = fromCasso(cassoSample);
    expect(v2).toHaveLength(1);
    expect(v2[0]).toMatchObject({ provider: 'casso', providerTxnId: '0', bankReference: 'MA_GIAO_DICH_THU_NGHIEM', amountVnd: 599000, direction: 'in', accountNumber: '88888888' });
    const legacy = fromCasso({
      error: 0,
      data: [
        { id: 1, tid: 'ft22001', description: 'QA36614A4E', amount: 500000, when: '2022-01-01 10:00:00', bank_sub_acc_id: '0123456789' },
        { id: 2, tid: 'FT22002', description: 'rut tien', amount: -200000, subAccId: '0123456789' },
      ],
    });
    expect(legacy.map((t) => [t.providerTxnId, t.bankReference, t.amountVnd, t.direction, t.accountNumber])).toEqual([
      ['1', 'FT22001', 500000, 'in', '0123456789'],
      ['2', 'FT22002', 200000, 'out', '0123456789'],
    ]);
    expect(legacy[0]!.transactionAt?.toISOString()).toBe('2022-01-01T03:00:00.000Z');
  });
});
