import { normalizeVietnamesePhone, type TopupDto } from '@kaimono/contracts';
import { walletTopupText } from '@kaimono/i18n';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { bankByBin } from './wallet.banks.ts';
import { recentTopups } from './wallet.reconciliation.repository.ts';
import { buildVietQr, vietQrSvg } from './wallet.vietqr.ts';

/**
 * Transfer content codes (spec §2, research §6.2): `QA` + the upper-case hex of the numeric value
 * of the customer's national phone number when the QR carries an amount, `QR` + the same hex when
 * it does not. 0912345678 → 912345678 → 36614A4E → QA36614A4E.
 *
 * Customers without a phone (Google/Facebook sign-ups) use the numeric part of their customer
 * number instead, zero-padded to 6 hex digits: KM100001 → 100001 → 0186A1 → QA0186A1.
 *
 * The two can never collide: every mobile number's value is at least 320,000,000 (the lowest
 * prefix is 032), customer numbers are kept below 100,000,000, and a decoded value is read as a
 * phone number from 100,000,000 up and as a customer number below it.
 */

/** Decoded values from here up are phone numbers; below, customer numbers. */
export const PHONE_VALUE_FLOOR = 100_000_000;
/** The smallest value of a Vietnamese mobile number (0320000000). */
export const LOWEST_MOBILE_VALUE = 320_000_000;

export type CodeKind = 'QA' | 'QR';
export type CodeOwner = { phone: string } | { customerNo: string };

export interface CodeSubject {
  phone: string | null;
  customerNo: string;
}

/** The hex part of a customer's code (no prefix). */
export function transferCodeHex(user: CodeSubject): string {
  const phone = user.phone ? normalizeVietnamesePhone(user.phone) : null;
  if (phone) return Number(phone).toString(16).toUpperCase();
  const match = /^KM(\d{1,9})$/i.exec(user.customerNo);
  const value = match ? Number(match[1]) : NaN;
  if (!Number.isSafeInteger(value) || value <= 0 || value >= PHONE_VALUE_FLOOR) {
    // Not reachable with customer numbers from the sequence (KM100001 …); a data error, not bad input.
    throw new Error(`customer number ${user.customerNo} cannot be written as a transfer code`);
  }
  return value.toString(16).toUpperCase().padStart(6, '0');
}

/** `QA…` with an amount, `QR…` without. */
export function transferCode(user: CodeSubject, withAmount: boolean): string {
  return `${withAmount ? 'QA' : 'QR'}${transferCodeHex(user)}`;
}

/** Whose code this hex is: a valid mobile number, a customer number, or nobody (null). */
export function decodeTransferHex(hex: string): CodeOwner | null {
  if (!/^[0-9A-F]{1,10}$/i.test(hex)) return null;
  const value = Number.parseInt(hex, 16);
  if (!Number.isSafeInteger(value) || value <= 0) return null;
  if (value < PHONE_VALUE_FLOOR) return { customerNo: `KM${value}` };
  const phone = normalizeVietnamesePhone(`0${String(value).padStart(9, '0')}`);
  return phone ? { phone } : null;
}

export interface FoundCode {
  kind: CodeKind;
  /** Upper case, as we issue it: QA36614A4E. */
  code: string;
  owner: CodeOwner;
}

// Banks add prefixes and suffixes, change case and punctuation: 'MBVCB.3278907687.QA36614A4E.CT tu …'.
const CODE_PATTERN = /(?<![0-9A-Z])Q([AR])([0-9A-F]{6,10})(?![0-9A-F])/gi;

/** Every decodable code in a transfer's content, in order, without repeats. */
export function findTransferCodes(...texts: Array<string | null | undefined>): FoundCode[] {
  const found: FoundCode[] = [];
  for (const text of texts) {
    if (!text) continue;
    for (const match of text.matchAll(CODE_PATTERN)) {
      const kind = match[1]!.toUpperCase() as 'A' | 'R';
      const hex = match[2]!.toUpperCase();
      const owner = decodeTransferHex(hex);
      if (!owner) continue;
      const code = `Q${kind}${hex}`;
      if (!found.some((f) => f.code === code)) found.push({ kind: `Q${kind}`, code, owner });
    }
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// GET /api/wallet/topup

const MAX_TOPUP_VND = 1_000_000_000_000;

/** The optional amount of the dialog: absent, empty or 0 = no amount; otherwise a whole number of dong. */
export function parseTopupAmount(text: string | undefined): number {
  const value = (text ?? '').trim();
  if (value === '') return 0;
  const amount = /^\d{1,13}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(amount) || amount > MAX_TOPUP_VND) throw new AppError(400, 'WALLET_AMOUNT_INVALID', walletTopupText.amountInvalid);
  return amount;
}

/** What the top-up dialog shows: the receiving account, the customer's transfer content and the VietQR. */
export async function topupDialog(db: Db, config: Config, user: CodeSubject & { id: string }, amountVnd: number): Promise<TopupDto> {
  const { bin, accountNo, accountName } = config.wallet.topupAccount;
  const bank = bankByBin(bin);
  const content = transferCode(user, amountVnd > 0);
  const payload = buildVietQr({ bin, accountNo, format: 'account', ...(amountVnd > 0 ? { amountVnd } : {}), purpose: content });
  const [svg, recent] = await Promise.all([vietQrSvg(payload), recentTopups(db, user.id, 5)]);
  return {
    account: { bin, account_no: accountNo, account_name: accountName, bank: bank ? { short_name: bank.short_name, vn_name: bank.vn_name } : null },
    transfer_content: content,
    amount_vnd: amountVnd,
    qr: { payload, svg },
    note: walletTopupText.officeHoursNote,
    recent: recent.map((row) => ({
      id: row.id,
      amount_vnd: row.amountVnd,
      status: row.status,
      status_name: walletTopupText.statuses[row.status],
      created_at: row.createdAt.toISOString(),
    })),
  };
}
