import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@kaimono/i18n';
import { createTestContext, signupCustomer, uniquePhone, type TestContext } from '../../test/harness.ts';
import { bearer, loginOwner, staffWithRoles } from '../../test/staff.ts';
import { createAdmin } from '../account/index.ts';
import { DEMO_STAFF, seedStaffAccounts } from './index.ts';

let ctx: TestContext;
let owner: { token: string; userId: string; phone: string };

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await loginOwner(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const put = (url: string, token: string, payload: unknown) => ctx.app.inject({ method: 'PUT', url, headers: bearer(token), payload: payload as object });
const login = async (phone: string, password: string) => {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: phone, password } });
  expect(response.statusCode).toBe(200);
  return (response.json() as { access: { token: string } }).access.token;
};
async function auditActions(entityId: string): Promise<string[]> {
  const { rows } = await ctx.database.executeSql(`select action from staff_audit_log where entity_type = 'staff' and entity_id = $1 order by seq`, [entityId]);
  return rows.map((row) => String(row.action));
}

describe('GET /api/admin/me', () => {
  it('an admin without a staff row is an owner with every permission', async () => {
    const response = await get('/api/admin/me', owner.token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body.data).sort()).toEqual(['full_name', 'permissions', 'roles', 'user_id']);
    expect(body.data).toMatchObject({ user_id: owner.userId, full_name: 'Chủ Test', roles: ['owner'] });
    expect(body.data.permissions).toContain('staff.manage');
  });

  it('a customer gets 403', async () => {
    const customer = await signupCustomer(ctx.app);
    expect((await get('/api/admin/me', customer.token)).statusCode).toBe(403);
  });
});

describe('staff accounts', () => {
  it('adds an existing customer account by phone with several roles; its permissions are the union', async () => {
    const customer = await signupCustomer(ctx.app, { full_name: 'Lê Văn Kho' });
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: bearer(owner.token),
      payload: { phone: customer.phone, roles: ['warehouse_jp', 'warehouse_vn'] },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toMatchObject({ user_id: customer.userId, roles: ['warehouse_jp', 'warehouse_vn'], disabled: false, implicit_owner: false });
    // The customer's own token now carries the roles (this process forgot the cached session).
    const me = (await get('/api/admin/me', customer.token)).json().data;
    expect(me.roles).toEqual(['warehouse_jp', 'warehouse_vn']);
    expect(me.permissions).toEqual(expect.arrayContaining(['warehouse_jp.manage', 'warehouse_vn.manage', 'orders.read']));
    expect(me.permissions).not.toContain('staff.manage');
    const list = (await get('/api/admin/staff', owner.token)).json().results as { user_id: string; roles: string[]; implicit_owner: boolean }[];
    expect(list.find((s) => s.user_id === customer.userId)?.roles).toEqual(['warehouse_jp', 'warehouse_vn']);
    expect(list.find((s) => s.user_id === owner.userId)).toMatchObject({ roles: ['owner'], implicit_owner: true });
    expect(await auditActions(customer.userId)).toEqual(['staff.add']);
  });

  it('creates a new account when the phone has none (name and password needed), and refuses bad input', async () => {
    const phone = uniquePhone();
    const noName = await ctx.app.inject({ method: 'POST', url: '/api/admin/staff', headers: bearer(owner.token), payload: { phone, roles: ['sales'] } });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ code: 'STAFF_NAME_REQUIRED', message: errorMessages.STAFF_NAME_REQUIRED });
    const noRoles = await ctx.app.inject({ method: 'POST', url: '/api/admin/staff', headers: bearer(owner.token), payload: { phone, roles: [], full_name: 'A', password: 'Ca-phe-sua-da-88' } });
    expect(noRoles.json()).toMatchObject({ code: 'STAFF_ROLES_REQUIRED' });
    const badPhone = await ctx.app.inject({ method: 'POST', url: '/api/admin/staff', headers: bearer(owner.token), payload: { phone: '12345', roles: ['sales'] } });
    expect(badPhone.json()).toMatchObject({ code: 'PHONE_INVALID' });
    const { rows } = await ctx.database.executeSql('select count(*)::int as n from users where phone = $1', [phone]);
    expect(rows[0]?.n).toBe(0);

    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: bearer(owner.token),
      payload: { phone, roles: ['sales'], full_name: 'Phạm Thị Bán', password: 'Ca-phe-sua-da-88' },
    });
    expect(created.statusCode).toBe(200);
    const token = await login(phone, 'Ca-phe-sua-da-88');
    expect((await get('/api/admin/me', token)).json().data.roles).toEqual(['sales']);
  });

  it('only an owner manages staff: another role gets 403', async () => {
    const care = await staffWithRoles(ctx.app, owner.token, ['customer_care']);
    const response = await get('/api/admin/staff', care.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'PERMISSION_DENIED', message: errorMessages.PERMISSION_DENIED });
  });

  it('a role change applies to the next request; disabling ends every session and the account is a customer again', async () => {
    const member = await staffWithRoles(ctx.app, owner.token, ['sales']);
    expect((await get('/api/admin/bank-transfers', member.token)).statusCode).toBe(403);
    const changed = await put(`/api/admin/staff/${member.userId}`, owner.token, { roles: ['accounting'] });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.permissions).toContain('wallet.read');
    expect((await get('/api/admin/bank-transfers', member.token)).statusCode).toBe(200);

    const disabled = await put(`/api/admin/staff/${member.userId}`, owner.token, { disabled: true });
    expect(disabled.json().data).toMatchObject({ disabled: true, roles: ['accounting'], permissions: [], live_sessions: 0 });
    expect((await get('/api/admin/me', member.token)).statusCode).toBe(401);
    // Logging in again still works for the customer account, but not for the back office.
    const again = await login(member.phone, member.password);
    const refused = await get('/api/admin/bank-transfers', again);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    // The web app's admin guard reads the role of /api/session.
    expect((await get('/api/session', again)).json().data.role).toBe('customer');

    const enabled = await put(`/api/admin/staff/${member.userId}`, owner.token, { disabled: false });
    expect(enabled.json().data.disabled).toBe(false);
    expect((await get('/api/admin/bank-transfers', again)).statusCode).toBe(200);
    expect(await auditActions(member.userId)).toEqual(['staff.add', 'staff.roles', 'staff.disable', 'staff.enable']);
    const { rows } = await ctx.database.executeSql(
      `select actor_id, before, after from staff_audit_log where entity_id = $1 and action = 'staff.roles'`,
      [member.userId],
    );
    expect(rows[0]).toMatchObject({ actor_id: owner.userId, before: { roles: ['sales'] }, after: { roles: ['accounting'] } });
  });

  it('resets a staff member’s sessions', async () => {
    const member = await staffWithRoles(ctx.app, owner.token, ['purchasing']);
    const revoked = await ctx.app.inject({ method: 'POST', url: `/api/admin/staff/${member.userId}/sessions/revoke`, headers: bearer(owner.token) });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data.ended).toBe(1);
    expect((await get('/api/admin/me', member.token)).statusCode).toBe(401);
    expect(await auditActions(member.userId)).toEqual(['staff.add', 'staff.sessions.revoke']);
    const unknown = await ctx.app.inject({ method: 'POST', url: `/api/admin/staff/00000000-0000-4000-8000-000000000000/sessions/revoke`, headers: bearer(owner.token) });
    expect(unknown.json()).toMatchObject({ code: 'STAFF_NOT_FOUND' });
  });

  it('an owner cannot disable themselves or drop their own owner role', async () => {
    const self = await put(`/api/admin/staff/${owner.userId}`, owner.token, { disabled: true });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ code: 'STAFF_SELF_CHANGE', message: errorMessages.STAFF_SELF_CHANGE });
    expect((await put(`/api/admin/staff/${owner.userId}`, owner.token, { roles: ['sales'] })).json().code).toBe('STAFF_SELF_CHANGE');
    // Adding a role beside owner is fine; the implicit owner gets a row.
    const kept = await put(`/api/admin/staff/${owner.userId}`, owner.token, { roles: ['owner', 'sales'] });
    expect(kept.json().data).toMatchObject({ roles: ['owner', 'sales'], implicit_owner: false });
  });

  it('admin:create (createAdmin) on a disabled staff account makes it an owner again', async () => {
    const member = await staffWithRoles(ctx.app, owner.token, ['sales']);
    await put(`/api/admin/staff/${member.userId}`, owner.token, { disabled: true });
    await createAdmin(ctx.database.db, member.phone, 'Nui-Phu-Si-2026!');
    const token = await login(member.phone, 'Nui-Phu-Si-2026!');
    expect((await get('/api/admin/me', token)).json().data.roles).toEqual(['owner']);
  });

  it('the demo data: one staff account per role with the documented phones and password (seeding twice adds nothing)', async () => {
    await seedStaffAccounts(ctx.database.db);
    await seedStaffAccounts(ctx.database.db);
    for (const account of DEMO_STAFF.accounts) {
      const token = await login(account.phone, DEMO_STAFF.password);
      expect((await get('/api/admin/me', token)).json().data).toMatchObject({ full_name: account.full_name, roles: [account.role] });
    }
    const { rows } = await ctx.database.executeSql(`select count(*)::int as n from users where phone like '090100000%'`, []);
    expect(rows[0]?.n).toBe(7);
  });
});

describe('GET /api/admin/staff filters', () => {
  type Row = { user_id: string; roles: string[]; disabled: boolean };
  const idsOf = async (query: string) => ((await get(`/api/admin/staff?${query}`, owner.token)).json().results as Row[]).map((s) => s.user_id);

  it('by role in force (an implicit owner is an owner), by disabled, by name / phone / customer number', async () => {
    const seller = await staffWithRoles(ctx.app, owner.token, ['sales']);
    const kho = await staffWithRoles(ctx.app, owner.token, ['warehouse_vn', 'sales']);
    expect((await put(`/api/admin/staff/${kho.userId}`, owner.token, { disabled: true })).statusCode).toBe(200);

    const sales = await idsOf('role=sales');
    expect(sales).toEqual(expect.arrayContaining([seller.userId, kho.userId]));
    const sellers = (await get('/api/admin/staff?role=sales', owner.token)).json().results as Row[];
    expect(sellers.every((s) => s.roles.includes('sales'))).toBe(true);
    expect(await idsOf('role=accounting')).not.toContain(seller.userId);
    expect(await idsOf('role=owner')).toContain(owner.userId);
    expect(await idsOf('role=warehouse_vn&disabled=true')).toEqual([kho.userId]);
    const active = await idsOf('role=sales&disabled=false');
    expect(active).toContain(seller.userId);
    expect(active).not.toContain(kho.userId);
    expect(await idsOf(`q=${seller.phone.slice(-8)}`)).toEqual([seller.userId]);
    const rows = (await get('/api/admin/staff', owner.token)).json().results as { user_id: string; customer_no: string; full_name: string }[];
    const sellerRow = rows.find((r) => r.user_id === seller.userId)!;
    expect(await idsOf(`q=${encodeURIComponent(sellerRow.customer_no.toLowerCase())}`)).toContain(seller.userId);
    expect(await idsOf(`q=${encodeURIComponent('không-có-ai-tên-này')}`)).toEqual([]);
  });

  it('bad filter values: 400 with the Vietnamese message', async () => {
    for (const query of ['role=boss', 'disabled=maybe', `q=${'x'.repeat(101)}`]) {
      const bad = await get(`/api/admin/staff?${query}`, owner.token);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, message: errorMessages.STAFF_FILTER_INVALID });
    }
  });
});
