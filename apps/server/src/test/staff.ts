import type { FastifyInstance } from 'fastify';
import type { Db } from '../platform/db.ts';
import type { StaffRole } from '../platform/permissions.ts';
import { createAdmin } from '../modules/account/index.ts';
import { signupCustomer, uniquePhone } from './harness.ts';

export const STAFF_TEST_PASSWORD = 'Nui-Phu-Si-2026!';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** An owner (an admin made like `npm run admin:create`, no staff row) and its token. */
export async function loginOwner(app: FastifyInstance, db: Db): Promise<{ token: string; userId: string; phone: string }> {
  const phone = uniquePhone();
  const user = await createAdmin(db, phone, STAFF_TEST_PASSWORD, 'Chủ Test');
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: phone, password: STAFF_TEST_PASSWORD } });
  if (login.statusCode !== 200) throw new Error(`owner login failed: ${login.body}`);
  return { token: (login.json() as { access: { token: string } }).access.token, userId: user.id, phone };
}

/** A new account made staff with `roles` through POST /api/admin/staff (as `ownerToken`), logged in. */
export async function staffWithRoles(app: FastifyInstance, ownerToken: string, roles: readonly StaffRole[]) {
  const customer = await signupCustomer(app, { full_name: `Nhân Viên ${roles.join(' ')}` });
  const added = await app.inject({ method: 'POST', url: '/api/admin/staff', headers: bearer(ownerToken), payload: { phone: customer.phone, roles } });
  if (added.statusCode !== 200) throw new Error(`adding staff failed: ${added.statusCode} ${added.body}`);
  return { token: customer.token, userId: customer.userId, phone: customer.phone, password: customer.password };
}
