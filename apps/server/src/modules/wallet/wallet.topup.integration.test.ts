import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletTopupText } from '@kaimono/i18n';
import { createTestContext, signupCustomer, type TestContext } from '../../test/harness.ts';
import { createPasswordlessUser } from '../account/index.ts';

let ctx: TestContext;
let alice: Awaited<ReturnType<typeof signupCustomer>>;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const hexOf = (phone: string) => Number(phone).toString(16).toUpperCase();

/** The root EMVCo tags of a VietQR payload (id → value). */
function rootTags(payload: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (let at = 0; at < payload.length; ) {
    const length = Number(payload.slice(at + 2, at + 4));
    tags.set(payload.slice(at, at + 2), payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return tags;
}

const topup = (token: string, query = '') => ctx.app.inject({ method: 'GET', url: `/api/wallet/topup${query}`, headers: auth(token) });

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await signupCustomer(ctx.app);
});
afterAll(async () => ctx.close());

describe('GET /api/wallet/topup', () => {
  it('needs a login', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/wallet/topup' });
    expect(response.statusCode).toBe(401);
  });

  it('without an amount: the receiving account, QR + phone hex and a static VietQR', async () => {
    const response = await topup(alice.token);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    const content = `QR${hexOf(alice.phone)}`;
    expect(data).toMatchObject({
      account: { bin: '970436', account_no: ctx.deps.config.wallet.topupAccount.accountNo, account_name: ctx.deps.config.wallet.topupAccount.accountName },
      transfer_content: content,
      amount_vnd: 0,
      note: walletTopupText.officeHoursNote,
      recent: [],
    });
    expect(data.account.bank).toMatchObject({ short_name: 'Vietcombank' });
    expect(data.account.bank.vn_name).toContain('Ngoại Thương');
    // EMVCo: static (11), VND (704), VN, no amount tag, the content in 62.08.
    const tags = rootTags(data.qr.payload);
    expect(tags.get('01')).toBe('11');
    expect(tags.get('53')).toBe('704');
    expect(tags.get('58')).toBe('VN');
    expect(tags.has('54')).toBe(false);
    expect(tags.get('38')).toContain(`0010A000000727`);
    expect(tags.get('38')).toContain(`0208QRIBFTTA`);
    expect(tags.get('62')).toBe(`08${String(content.length).padStart(2, '0')}${content}`);
    expect(data.qr.svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    expect((await topup(alice.token, '?amount_vnd=0')).json().data.transfer_content).toBe(content);
    expect((await topup(alice.token, '?amount_vnd=')).json().data.transfer_content).toBe(content);
  });

  it('with an amount: QA + phone hex and a dynamic VietQR carrying the amount', async () => {
    const response = await topup(alice.token, '?amount_vnd=500000');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.transfer_content).toBe(`QA${hexOf(alice.phone)}`);
    expect(data.amount_vnd).toBe(500_000);
    const tags = rootTags(data.qr.payload);
    expect(tags.get('01')).toBe('12');
    expect(tags.get('54')).toBe('500000');
    expect(tags.get('62')).toBe(`0810QA${hexOf(alice.phone)}`);
  });

  it('refuses negative, fractional and non-numeric amounts with WALLET_AMOUNT_INVALID', async () => {
    for (const bad of ['-1', '1.5', 'abc', '1e6', '99999999999999']) {
      const response = await topup(alice.token, `?amount_vnd=${encodeURIComponent(bad)}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'WALLET_AMOUNT_INVALID', message: walletTopupText.amountInvalid });
    }
  });

  it('uses the customer number for customers without a phone (Google/Facebook)', async () => {
    const user = await createPasswordlessUser(ctx.database.db, { email: 'khong-so@example.com', fullName: 'Không Số', source: 'google' });
    const { token } = await ctx.app.issueToken({ id: user!.id, role: 'customer' });
    const response = await topup(token, '?amount_vnd=200000');
    expect(response.statusCode).toBe(200);
    const expected = Number(user!.customer_no.slice(2)).toString(16).toUpperCase().padStart(6, '0');
    expect(response.json().data.transfer_content).toBe(`QA${expected}`);
    expect((await topup(token)).json().data.transfer_content).toBe(`QR${expected}`);
  });
});

describe('OpenAPI', () => {
  it('documents the top-up dialog, the bank webhooks and the staff queue', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, { summary?: string; requestBody?: unknown }>>;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/wallet/topup',
        '/api/payments/bank-webhooks/sepay',
        '/api/payments/bank-webhooks/casso',
        '/api/admin/bank-transfers',
        '/api/admin/bank-transfers/{id}/assign',
        '/api/admin/bank-transfers/{id}/reject',
      ]),
    );
    expect(paths['/api/wallet/topup']!.get!.summary).toContain('Hộp thoại nạp tiền');
    expect(paths['/api/payments/bank-webhooks/sepay']!.post!.requestBody).toBeDefined();
  });
});
