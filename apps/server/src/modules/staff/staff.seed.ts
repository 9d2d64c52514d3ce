import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { StaffRole } from '../../platform/permissions.ts';
import { staffMembers, users } from '../../db/schema/index.ts';
import { findUserByPhone, hashPassword, signup } from '../account/index.ts';

/**
 * Demo staff (sandbox demo data only): one account per role, all with one demo password, so each
 * back-office screen can be tried as the role that uses it. Listed in the README's demo section.
 */
export const DEMO_STAFF = {
  password: 'Kho-Hang-Nhat-2026',
  accounts: [
    { role: 'owner', phone: '0901000001', full_name: 'Chủ Cửa Hàng Demo' },
    { role: 'purchasing', phone: '0901000002', full_name: 'Mua Hàng Demo' },
    { role: 'warehouse_jp', phone: '0901000003', full_name: 'Kho Nhật Demo' },
    { role: 'warehouse_vn', phone: '0901000004', full_name: 'Kho Việt Demo' },
    { role: 'accounting', phone: '0901000005', full_name: 'Kế Toán Demo' },
    { role: 'customer_care', phone: '0901000006', full_name: 'Chăm Sóc Demo' },
    { role: 'sales', phone: '0901000007', full_name: 'Kinh Doanh Demo' },
  ] satisfies { role: StaffRole; phone: string; full_name: string }[],
} as const;

export async function seedStaffAccounts(db: Db): Promise<void> {
  // The shared password is hashed once for all of them (argon2 is the slow part of a first start).
  let hashed: Promise<string> | undefined;
  const passwordHash = () => (hashed ??= hashPassword(DEMO_STAFF.password));
  for (const account of DEMO_STAFF.accounts) {
    if (await findUserByPhone(db, account.phone)) continue;
    let userId: string;
    try {
      userId = (await signup(db, { phone: account.phone, password: DEMO_STAFF.password, full_name: account.full_name, type_mode: 'demo' }, 'admin', passwordHash)).id;
    } catch (error) {
      // A concurrent first start seeded it already.
      if (error instanceof AppError && error.code === 'PHONE_TAKEN') continue;
      throw error;
    }
    await db.insert(staffMembers).values({ userId, roles: [account.role] }).onConflictDoNothing();
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, userId));
  }
}
