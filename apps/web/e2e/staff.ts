/**
 * Staff accounts for browser journeys (issue 16): the harness's admin (an owner) creates, through
 * the API, a staff account with the roles a step needs; the journey then works as that account —
 * through the API (`staffAs`) or logged in on a page (`loginAsStaff`). Each step of a journey can
 * so run with the role that does it in the company, and the audit log names who did what.
 */
import type { Page } from 'playwright-core';
import { uniquePhone } from './harness.ts';
import { adminToken, type StaffApi } from './journeys/support.ts';
import { expectUrl } from './journeys/assert.ts';

export type StaffRole = 'owner' | 'purchasing' | 'warehouse_jp' | 'warehouse_vn' | 'accounting' | 'customer_care' | 'sales';

export const STAFF_PASSWORD = 'Kho-Hang-Nhat-2026';

export interface StaffAccount {
  userId: string;
  phone: string;
  password: string;
  fullName: string;
  roles: StaffRole[];
  /** Its bearer token (a session of its own). */
  token: string;
}

async function json<T>(response: Response, what: string): Promise<T> {
  const body = (await response.json().catch(() => null)) as T;
  if (!response.ok) throw new Error(`${what} answered ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** Creates a new staff account with `roles` (POST /api/admin/staff as the e2e admin) and logs it in through the API. */
export async function createStaff(baseUrl: string, roles: StaffRole[], fullName = `Nhân viên ${roles.join(' + ')}`): Promise<StaffAccount> {
  const owner = await adminToken(baseUrl);
  const phone = uniquePhone();
  const added = await json<{ data: { user_id: string } }>(
    await fetch(`${baseUrl}/api/admin/staff`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner}` },
      body: JSON.stringify({ phone, roles, full_name: fullName, password: STAFF_PASSWORD }),
    }),
    'POST /api/admin/staff',
  );
  const login = await json<{ access: { token: string } }>(
    await fetch(`${baseUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: phone, password: STAFF_PASSWORD }) }),
    'staff login',
  );
  return { userId: added.data.user_id, phone, password: STAFF_PASSWORD, fullName, roles, token: login.access.token };
}

/** Calls the API as `staff` (no page needed); throws on 4xx/5xx. */
export function staffAs(baseUrl: string, staff: StaffAccount): StaffApi {
  return async <T>(method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${staff.token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return json<T>(response, `${staff.roles.join('+')} ${method} ${path}`);
  };
}

/** Logs `staff` in on /account/login in `page` (log the previous visitor out first, or use a fresh context). */
export async function loginAsStaff(page: Page, staff: StaffAccount): Promise<void> {
  await page.goto('/account/login');
  await page.getByLabel('Số điện thoại hoặc email').fill(staff.phone);
  await page.getByLabel(/^Mật khẩu\s*\*?$/).fill(staff.password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expectUrl(page, /\/account\/dashboard$/);
}

/** Creates a staff account with `roles` and logs it in on `page`: the one call a journey step needs. */
export async function staffPage(page: Page, baseUrl: string, roles: StaffRole[], fullName?: string): Promise<StaffAccount> {
  const staff = await createStaff(baseUrl, roles, fullName);
  await loginAsStaff(page, staff);
  return staff;
}
