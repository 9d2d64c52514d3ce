import { z } from 'zod';
import { errorMessages } from '@kaimono/i18n';
import { pageQuery, pagination } from './common.ts';

/**
 * The back office's staff accounts, roles, audit log and the owner's accounts (issue 16 §1, §2, §8).
 * The roles and permissions themselves are the server's table (platform/permissions.ts).
 */
export const staffRoleCodes = ['owner', 'purchasing', 'warehouse_jp', 'warehouse_vn', 'accounting', 'customer_care', 'sales'] as const;
export const staffRoleCode = z.enum(staffRoleCodes);
export type StaffRoleCode = z.infer<typeof staffRoleCode>;

export const staffMember = z.object({
  user_id: z.string(),
  customer_no: z.string(),
  full_name: z.string(),
  phone: z.string().nullable(),
  roles: z.array(staffRoleCode),
  /** An admin made before roles existed (no staff row): an owner. */
  implicit_owner: z.boolean(),
  disabled: z.boolean(),
  disabled_at: z.string().nullable(),
  permissions: z.array(z.string()),
  live_sessions: z.number().int(),
  created_at: z.string(),
});
export type StaffMember = z.infer<typeof staffMember>;

/** GET /api/admin/staff filters: a role (in force), active or disabled, a name / phone / customer number (part of it). */
export const staffListQuery = z.object({
  role: z.enum(staffRoleCodes, { error: errorMessages.STAFF_FILTER_INVALID }).optional(),
  disabled: z.enum(['true', 'false'], { error: errorMessages.STAFF_FILTER_INVALID }).optional(),
  q: z.string({ error: errorMessages.STAFF_FILTER_INVALID }).trim().max(100, { error: errorMessages.STAFF_FILTER_INVALID }).optional(),
});
export type StaffListQuery = z.infer<typeof staffListQuery>;

export const staffListResponse = z.object({ success: z.literal(true), results: z.array(staffMember) });
export type StaffListResponse = z.infer<typeof staffListResponse>;

const rolesField = z.array(staffRoleCode).max(staffRoleCodes.length);

/** Adds an existing account (by phone) or a new one (phone + name + password) as staff with roles. */
export const addStaffRequest = z.object({
  phone: z.string().min(1).max(30),
  roles: rolesField,
  full_name: z.string().trim().max(100).optional(),
  password: z.string().max(128).optional(),
});
export type AddStaffRequest = z.input<typeof addStaffRequest>;

export const updateStaffRequest = z.object({
  roles: rolesField.optional(),
  disabled: z.boolean().optional(),
});
export type UpdateStaffRequest = z.input<typeof updateStaffRequest>;

export const staffMemberResponse = z.object({ success: z.literal(true), message: z.string().optional(), data: staffMember });
export type StaffMemberResponse = z.infer<typeof staffMemberResponse>;

export const staffSessionsRevokeResponse = z.object({ success: z.literal(true), message: z.string(), data: z.object({ ended: z.number().int() }) });

/** GET /api/admin/me: who is using the back office and what they may do (the shell filters its navigation with it). */
export const adminMeResponse = z.object({
  success: z.literal(true),
  data: z.object({
    user_id: z.string(),
    full_name: z.string(),
    roles: z.array(staffRoleCode),
    permissions: z.array(z.string()),
  }),
});
export type AdminMeResponse = z.infer<typeof adminMeResponse>;

// --- audit log ---

const dateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const auditQuery = pageQuery(50, 200).extend({
  /** Staff member: user id, phone or customer number. */
  actor: z.string().trim().max(100).optional(),
  /** Customer: user id, phone or customer number. */
  customer: z.string().trim().max(100).optional(),
  /** Exact action, or a prefix ending in "." (e.g. `wallet.`). */
  action: z.string().trim().max(100).optional(),
  /** Entity type, or `type:id`. */
  entity: z.string().trim().max(200).optional(),
  from: dateOnly.optional(),
  to: dateOnly.optional(),
});
export type AuditQuery = z.input<typeof auditQuery>;

export const auditEntry = z.object({
  id: z.string(),
  seq: z.number().int(),
  created_at: z.string(),
  actor: z.object({ id: z.string(), full_name: z.string(), phone: z.string().nullable() }).nullable(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  customer: z.object({ id: z.string(), full_name: z.string(), customer_no: z.string() }).nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  note: z.string().nullable(),
  request_id: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditListResponse = z.object({ success: z.literal(true), results: z.array(auditEntry), pagination });
export type AuditListResponse = z.infer<typeof auditListResponse>;

// --- the owner's accounts (wallet ledger system accounts) ---

export const accountsSummaryQuery = z.object({ date: dateOnly.optional() });
export const accountsExportQuery = z.object({ from: dateOnly, to: dateOnly });

export const accountGroup = z.enum(['customers', 'purchases', 'revenue', 'clearing']);

export const accountSummaryRow = z.object({
  /** `customer:available`, `customer:held`, or the system account's kind. */
  account: z.string(),
  group: accountGroup,
  opening_vnd: z.number().int(),
  /** Movements of the day by the entry's purpose (signed: + into the account). */
  movements: z.array(z.object({ purpose: z.string(), kind: z.string(), amount_vnd: z.number().int(), entries: z.number().int() })),
  net_vnd: z.number().int(),
  closing_vnd: z.number().int(),
});
export type AccountSummaryRow = z.infer<typeof accountSummaryRow>;

export const accountsSummaryResponse = z.object({
  success: z.literal(true),
  data: z.object({
    date: z.string(),
    /** Day boundaries (Vietnam time, UTC+7). */
    from: z.string(),
    to: z.string(),
    accounts: z.array(accountSummaryRow),
    groups: z.array(z.object({ group: accountGroup, opening_vnd: z.number().int(), net_vnd: z.number().int(), closing_vnd: z.number().int() })),
    /** Sum over every account: zero for a balanced ledger. */
    totals: z.object({ opening_vnd: z.number().int(), net_vnd: z.number().int(), closing_vnd: z.number().int() }),
    reconciled: z.boolean(),
    /**
     * Carriers' short COD remittances still in dispute at the day's end (ADR 0017 §8), read from the
     * ledger's cod_disputed postings: per carrier, how many and how much. open_total_vnd equals the
     * cod_disputed closing balance (negated) — part of `reconciled`.
     */
    cod_disputes: z
      .object({ open_total_vnd: z.number().int(), by_carrier: z.array(z.object({ carrier: z.string(), count: z.number().int(), amount_vnd: z.number().int() })) })
      .optional(),
    /** What the ledger cannot tell apart (said plainly, not guessed). */
    limits: z.array(z.string()),
  }),
});
export type AccountsSummaryResponse = z.infer<typeof accountsSummaryResponse>;
