/**
 * What many journeys do the same way: register a customer through the page, call the API as the
 * page's customer or as the harness's admin, log the admin in through the page, and play the bank
 * (a SePay webhook). Each journey keeps only the steps of its own story.
 */
import type { Page } from 'playwright-core';
import { E2E_ADMIN, E2E_BANK, uniquePhone } from '../harness.ts';
import { expectUrl } from './assert.ts';

export const CUSTOMER_PASSWORD = 'Ca-phe-sua-da-88';

/** Registers a new customer on /account/register (the page is logged in after); answers the phone. */
export async function register(page: Page, fullName: string): Promise<string> {
  const phone = uniquePhone();
  await page.goto('/account/register');
  await page.getByLabel('Họ và tên').fill(fullName);
  await page.getByLabel('Số điện thoại').fill(phone);
  await page.getByLabel(/^Mật khẩu\s*\*?$/).fill(CUSTOMER_PASSWORD);
  await page.getByLabel('Nhập lại mật khẩu').fill(CUSTOMER_PASSWORD);
  await page.getByRole('button', { name: 'Đăng ký' }).click();
  await expectUrl(page, /\/account\/dashboard$/);
  return phone;
}

/** Calls the API as the logged-in visitor of `page` (the token the login stored); throws on 4xx/5xx. */
export async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const result = await page.evaluate(
    async ({ method, path, body }) => {
      const token = window.localStorage.getItem('kaimono.token');
      const response = await fetch(path, {
        method,
        headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: await response.json().catch(() => null) };
    },
    { method, path, body },
  );
  if (result.status >= 400) throw new Error(`${method} ${path} answered ${result.status} ${JSON.stringify(result.json)}`);
  return result.json as T;
}

/** The harness's admin logged in through the API: its bearer token. */
export async function adminToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: E2E_ADMIN.phone, password: E2E_ADMIN.password }),
  });
  if (!response.ok) throw new Error(`admin login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access: { token: string } }).access.token;
}

export type StaffApi = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/** Calls the API as the harness's admin (no page needed); throws on 4xx/5xx. */
export async function staffApi(baseUrl: string): Promise<StaffApi> {
  const token = await adminToken(baseUrl);
  return async <T>(method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json().catch(() => null)) as T;
    if (!response.ok) throw new Error(`staff ${method} ${path} answered ${response.status} ${JSON.stringify(json)}`);
    return json;
  };
}

/** Logs the harness's admin in on /account/login (the page lands on the dashboard). */
export async function adminLogin(page: Page): Promise<void> {
  await page.goto('/account/login');
  await page.getByLabel('Số điện thoại hoặc email').fill(E2E_ADMIN.phone);
  await page.getByLabel(/^Mật khẩu\s*\*?$/).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expectUrl(page, /\/account\/dashboard$/);
}

let webhookSequence = 0;

/** Plays the bank: SePay reports an incoming transfer of `amountVnd` whose content carries `content`. */
export async function sepayWebhook(baseUrl: string, content: string, amountVnd: number): Promise<void> {
  // A fresh provider transaction id per call (the wallet credits once per id).
  const id = (Date.now() % 1_000_000_000) * 100 + (webhookSequence++ % 100);
  const response = await fetch(`${baseUrl}/api/payments/bank-webhooks/sepay`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Apikey ${E2E_BANK.webhookApiKey}` },
    body: JSON.stringify({
      id,
      gateway: 'Vietcombank',
      transactionDate: '2026-03-02 10:15:00',
      accountNumber: E2E_BANK.accountNo,
      code: null,
      content: `MBVCB.3278907689.${content}.CT tu 0123456789`,
      transferType: 'in',
      transferAmount: amountVnd,
      accumulated: amountVnd,
      subAccount: null,
      referenceCode: `FT26062${id}`,
      description: `BankAPINotify MBVCB.3278907689.${content}.CT tu 0123456789`,
    }),
  });
  const body = (await response.json().catch(() => null)) as { success?: boolean } | null;
  if (response.status !== 200 || body?.success !== true) throw new Error(`SePay webhook answered ${response.status} ${JSON.stringify(body)}`);
}
