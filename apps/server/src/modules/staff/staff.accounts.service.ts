import { asc, eq, or, sql } from 'drizzle-orm';
import { normalizeVietnamesePhone, type StaffListQuery, type StaffMember } from '@kaimono/contracts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/db-errors.ts';
import { permissionsOfRoles, staffRoles, type StaffRole } from '../../platform/permissions.ts';
import { staffMembers, users, userSessions } from '../../db/schema/index.ts';
import { endSessionsOf, findUserByPhone, signup } from '../account/index.ts';
import { recordStaffAction, type StaffActor } from '../audit/index.ts';

/**
 * Back-office staff accounts (issue 16 §1). A staff account is a user with role `admin`; its roles
 * are a row of `staff_members` (an admin without one is an owner: admins made before roles existed
 * and `npm run admin:create`). Disabling keeps the row (and the customer account) but the session
 * check then reads the user as a customer, and every session is ended. Every change is written to
 * the audit log in the same transaction.
 */

interface StaffRow {
  userId: string;
  customerNo: string;
  fullName: string;
  phone: string | null;
  role: 'customer' | 'admin';
  roles: string[] | null;
  disabledAt: Date | null;
  hasRow: boolean;
  createdAt: Date;
  liveSessions: number;
}

const liveSessionCount = sql<number>`(select count(*)::int from ${userSessions} s where s.user_id = ${users.id} and s.revoked_at is null and s.expires_at > now())`;

function selectStaff(db: Db) {
  return db
    .select({
      userId: users.id,
      customerNo: users.customerNo,
      fullName: users.fullName,
      phone: users.phone,
      role: users.role,
      roles: staffMembers.roles,
      disabledAt: staffMembers.disabledAt,
      hasRow: sql<boolean>`${staffMembers.userId} is not null`,
      createdAt: sql<Date>`coalesce(${staffMembers.createdAt}, ${users.createdAt})`.mapWith((v: string | Date) => new Date(v)),
      liveSessions: liveSessionCount,
    })
    .from(users)
    .leftJoin(staffMembers, eq(staffMembers.userId, users.id));
}

function knownRoles(roles: readonly string[] | null): StaffRole[] {
  return staffRoles.filter((role) => (roles ?? []).includes(role));
}

/** The roles in force: an admin without a row is an owner. */
function effectiveRoles(row: Pick<StaffRow, 'hasRow' | 'roles'>): StaffRole[] {
  return row.hasRow ? knownRoles(row.roles) : ['owner'];
}

function toDto(row: StaffRow): StaffMember {
  const roles = effectiveRoles(row);
  const disabled = row.disabledAt !== null;
  return {
    user_id: row.userId,
    customer_no: row.customerNo,
    full_name: row.fullName,
    phone: row.phone,
    roles,
    implicit_owner: !row.hasRow,
    disabled,
    disabled_at: row.disabledAt ? row.disabledAt.toISOString() : null,
    permissions: disabled ? [] : permissionsOfRoles(roles),
    live_sessions: Number(row.liveSessions),
    created_at: row.createdAt.toISOString(),
  };
}

/** Everyone who is or was staff: admins and accounts with a staff row (disabled ones too). */
/**
 * Everyone who is or was staff, filtered: a role in force (an implicit owner counts as owner),
 * active or disabled, a part of the name, phone or customer number. The staff list is short (a
 * company's employees), so the roles in force are computed once and filtered here.
 */
export async function listStaff(db: Db, filters: StaffListQuery = {}): Promise<StaffMember[]> {
  const rows = await selectStaff(db)
    .where(or(eq(users.role, 'admin'), sql`${staffMembers.userId} is not null`))
    .orderBy(asc(users.fullName), asc(users.customerNo));
  const q = filters.q?.trim().toLocaleLowerCase('vi') ?? '';
  const digits = q.replace(/\D/g, '');
  return rows
    .map(toDto)
    .filter((m) => !filters.role || m.roles.includes(filters.role))
    .filter((m) => !filters.disabled || m.disabled === (filters.disabled === 'true'))
    .filter(
      (m) =>
        !q ||
        m.full_name.toLocaleLowerCase('vi').includes(q) ||
        m.customer_no.toLocaleLowerCase('vi').includes(q) ||
        (digits.length >= 3 && (m.phone ?? '').includes(digits)),
    );
}

async function findStaff(db: Db, userId: string): Promise<StaffRow | null> {
  if (!isUuid(userId)) return null;
  const rows = await selectStaff(db).where(eq(users.id, userId)).limit(1);
  const row = rows[0];
  if (!row || (row.role !== 'admin' && !row.hasRow)) return null;
  return row;
}

export async function getStaff(db: Db, userId: string): Promise<StaffMember> {
  const row = await findStaff(db, userId);
  if (!row) throw new AppError(404, 'STAFF_NOT_FOUND');
  return toDto(row);
}

function snapshot(row: Pick<StaffRow, 'hasRow' | 'roles' | 'disabledAt' | 'role'> | null) {
  if (!row || (row.role !== 'admin' && !row.hasRow)) return { staff: false };
  return { staff: true, roles: effectiveRoles(row), disabled: row.disabledAt !== null };
}

function requireRoles(roles: readonly StaffRole[]): StaffRole[] {
  const unique = staffRoles.filter((role) => roles.includes(role));
  if (!unique.length) throw new AppError(400, 'STAFF_ROLES_REQUIRED');
  return unique;
}

export interface AddStaffInput {
  phone: string;
  roles: readonly StaffRole[];
  full_name?: string | undefined;
  password?: string | undefined;
}

/**
 * Adds the account of `phone` as staff with `roles` (an existing customer account keeps its
 * customer data; a disabled staff account is enabled again), or creates the account when the phone
 * has none (name and password needed then).
 */
export async function addStaff(db: Db, actor: StaffActor, input: AddStaffInput): Promise<StaffMember> {
  const roles = requireRoles(input.roles);
  const phone = normalizeVietnamesePhone(input.phone);
  if (!phone) throw new AppError(400, 'PHONE_INVALID');
  let user = await findUserByPhone(db, phone);
  let created = false;
  if (!user) {
    const fullName = input.full_name?.trim();
    if (!fullName || !input.password) throw new AppError(400, 'STAFF_NAME_REQUIRED');
    user = await signup(db, { phone, password: input.password, full_name: fullName, type_mode: 'staff' }, 'customer');
    created = true;
  }
  const userId = user.id;
  await db.transaction(async (tx) => {
    const before = await findStaff(tx, userId);
    await tx.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, userId));
    await tx
      .insert(staffMembers)
      .values({ userId, roles, addedBy: actor.actorId })
      .onConflictDoUpdate({ target: staffMembers.userId, set: { roles, disabledAt: null, updatedAt: new Date() } });
    await recordStaffAction(tx, {
      ...actor,
      action: 'staff.add',
      entityType: 'staff',
      entityId: userId,
      before: { ...snapshot(before), account_created: false },
      after: { staff: true, roles, disabled: false, account_created: created },
    });
  });
  return getStaff(db, userId);
}

export interface UpdateStaffInput {
  roles?: readonly StaffRole[] | undefined;
  disabled?: boolean | undefined;
}

/**
 * Changes a staff member's roles and/or disables or enables them. Nobody disables themselves or
 * drops their own owner role (only owners manage staff, so an active owner always remains). Disabling ends every
 * session of the account (the ids are returned so this process forgets them at once).
 */
export async function updateStaff(
  db: Db,
  actor: StaffActor,
  userId: string,
  input: UpdateStaffInput,
): Promise<{ member: StaffMember; endedSessions: string[] }> {
  const roles = input.roles === undefined ? undefined : requireRoles(input.roles);
  let ended: string[] = [];
  await db.transaction(async (tx) => {
    if (!isUuid(userId)) throw new AppError(404, 'STAFF_NOT_FOUND');
    // One change at a time per account.
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
    const before = await findStaff(tx, userId);
    if (!before) throw new AppError(404, 'STAFF_NOT_FOUND');
    const nextRoles = roles ?? effectiveRoles(before);
    const nextDisabled = input.disabled ?? before.disabledAt !== null;
    const wasOwner = effectiveRoles(before).includes('owner') && before.disabledAt === null;
    const staysOwner = nextRoles.includes('owner') && !nextDisabled;
    if (actor.actorId === userId && ((wasOwner && !staysOwner) || (nextDisabled && before.disabledAt === null))) {
      throw new AppError(409, 'STAFF_SELF_CHANGE');
    }
    const disabledAt = nextDisabled ? (before.disabledAt ?? new Date()) : null;
    await tx
      .insert(staffMembers)
      .values({ userId, roles: nextRoles, disabledAt, addedBy: actor.actorId })
      .onConflictDoUpdate({ target: staffMembers.userId, set: { roles: nextRoles, disabledAt, updatedAt: new Date() } });
    if (nextDisabled && before.disabledAt === null) ended = await endSessionsOf(tx, userId, 'staff');
    const action =
      nextDisabled && before.disabledAt === null ? 'staff.disable' : !nextDisabled && before.disabledAt !== null ? 'staff.enable' : 'staff.roles';
    await recordStaffAction(tx, {
      ...actor,
      action,
      entityType: 'staff',
      entityId: userId,
      before: snapshot(before),
      after: { staff: true, roles: nextRoles, disabled: nextDisabled, ...(ended.length ? { sessions_ended: ended.length } : {}) },
    });
  });
  return { member: await getStaff(db, userId), endedSessions: ended };
}

/** Ends every session of a staff member (they log in again; roles unchanged). */
export async function revokeStaffSessions(db: Db, actor: StaffActor, userId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const before = await findStaff(tx, userId);
    if (!before) throw new AppError(404, 'STAFF_NOT_FOUND');
    const ended = await endSessionsOf(tx, userId, 'staff');
    await recordStaffAction(tx, {
      ...actor,
      action: 'staff.sessions.revoke',
      entityType: 'staff',
      entityId: userId,
      after: { sessions_ended: ended.length },
    });
    return ended;
  });
}

/** GET /api/admin/me: the viewer's name, roles and permissions. */
export async function adminMe(db: Db, viewer: { id: string; staffRoles?: readonly StaffRole[] | undefined }) {
  const rows = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, viewer.id)).limit(1);
  const roles = [...(viewer.staffRoles ?? [])];
  return { user_id: viewer.id, full_name: rows[0]?.fullName ?? '', roles, permissions: permissionsOfRoles(roles) };
}
