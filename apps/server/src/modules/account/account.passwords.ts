import { createRequire } from 'node:module';
import type * as ZxcvbnCore from '@zxcvbn-ts/core';
import type { ZxcvbnFactory, ZxcvbnResult } from '@zxcvbn-ts/core';
import type * as ZxcvbnCommon from '@zxcvbn-ts/language-common';
import { passwordWeakReasons } from '@kaimono/i18n';
import { AppError } from '../../platform/errors.ts';

/**
 * Password strength: zxcvbn (@zxcvbn-ts/core with the common-password and keyboard dictionaries of
 * @zxcvbn-ts/language-common) must rate the password at least 3 of 4 ("safely unguessable"), and
 * so must what is left once the customer's phone number, name, email and the shop's name are
 * taken out (so "Nguyenvan123" or "0912345678Ab" do not pass on the strength of their own parts).
 */
export const MIN_PASSWORD_SCORE = 3;

/** Words every password is checked against besides the person's own data. */
const SHOP_WORDS = ['kaimono', 'kaimonovn', 'muahangnhat'];

/**
 * zxcvbn and its word lists (~100 ms to load, ~14 MB resident) are loaded at the first password
 * checked (a sign-up, a password change), not when the server starts: most processes never check
 * one (ADR 0012, fourth round). Loaded synchronously (their CommonJS builds) so the check stays a
 * plain function.
 */
const requireLazily = createRequire(import.meta.url);
let factory: ZxcvbnFactory | null = null;
function zxcvbn(): ZxcvbnFactory {
  if (!factory) {
    const { ZxcvbnFactory: Factory } = requireLazily('@zxcvbn-ts/core') as typeof ZxcvbnCore;
    const { adjacencyGraphs, dictionary } = requireLazily('@zxcvbn-ts/language-common') as typeof ZxcvbnCommon;
    factory = new Factory({ dictionary, graphs: adjacencyGraphs });
  }
  return factory;
}

/** Lower case without Vietnamese diacritics ("Nguyễn Văn Đạt" → "nguyen van dat"). */
function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase();
}

export interface PasswordOwner {
  phone?: string | null | undefined;
  fullName?: string | null | undefined;
  email?: string | null | undefined;
}

/** The person's own words: phone forms, name parts and their run-together forms, email name. */
export function personalWords(owner: PasswordOwner): string[] {
  const words = new Set<string>(SHOP_WORDS);
  const digits = owner.phone?.replace(/\D/g, '') ?? '';
  if (digits.length >= 6) {
    const national = digits.startsWith('84') ? `0${digits.slice(2)}` : digits;
    words.add(national);
    words.add(national.replace(/^0/, ''));
    words.add(`84${national.replace(/^0/, '')}`);
    words.add(national.slice(-6));
  }
  if (owner.fullName) {
    const parts = plain(owner.fullName).split(/[^a-z0-9]+/).filter((part) => part.length >= 2);
    for (const part of parts) words.add(part);
    if (parts.length > 1) {
      words.add(parts.join(''));
      words.add(parts.slice(-2).join(''));
      words.add(parts.slice(0, 2).join(''));
    }
  }
  if (owner.email) {
    const local = plain(owner.email.split('@')[0] ?? '');
    if (local.length >= 3) words.add(local);
  }
  return [...words];
}

export type PasswordVerdict = { ok: true } | { ok: false; reason: string };

function reasonOf(result: ZxcvbnResult): string {
  const warning = result.feedback.warning as keyof typeof passwordWeakReasons | null;
  return (warning && passwordWeakReasons[warning]) || passwordWeakReasons.generic;
}

/** Takes every personal word out of the password (longest first, case and diacritics ignored). */
function withoutPersonalWords(password: string, words: string[]): string {
  let rest = plain(password);
  for (const word of [...words].sort((a, b) => b.length - a.length)) rest = rest.split(word).join('');
  return rest;
}

/**
 * zxcvbn's time grows with the length; a password whose first 64 characters are strong is strong
 * (and a long repetition of a weak pattern stays weak in its first 64).
 */
const CHECKED_LENGTH = 64;

export function judgePassword(fullPassword: string, owner: PasswordOwner = {}): PasswordVerdict {
  const password = fullPassword.slice(0, CHECKED_LENGTH);
  const words = personalWords(owner);
  const result = zxcvbn().check(password, words);
  if (result.score < MIN_PASSWORD_SCORE) return { ok: false, reason: reasonOf(result) };
  const rest = withoutPersonalWords(password, words);
  if (rest !== plain(password) && zxcvbn().check(rest).score < MIN_PASSWORD_SCORE) {
    return { ok: false, reason: passwordWeakReasons.userInputs };
  }
  return { ok: true };
}

/** Refuses a weak password with PASSWORD_TOO_WEAK and the reason (field `password` or `field`). */
export function assertStrongPassword(password: string, owner: PasswordOwner, field = 'password'): void {
  const verdict = judgePassword(password, owner);
  if (!verdict.ok) throw new AppError(400, 'PASSWORD_TOO_WEAK', verdict.reason, { [field]: verdict.reason });
}
