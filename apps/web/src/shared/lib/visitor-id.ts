import { storageKeys } from '@/shared/config/storage-keys';
import { readString, writeString } from './storage';

const VALID = /^[A-Za-z0-9-]{8,64}$/;

function randomId(): string {
  const c = typeof crypto === 'undefined' ? undefined : crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  // randomUUID needs a secure context; fall back to the same shape from getRandomValues.
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

let memoryId: string | null = null;

/** The cookie that tells the server-side renderer this browser's visitor id (ADR 0011). */
export const VISITOR_COOKIE = 'kaimono_vid';
const YEAR_S = 365 * 24 * 60 * 60;

let serverSource: (() => string | null) | null = null;

/** Server only: where the renderer finds the visitor id of the request it renders. */
export function setServerVisitorIdSource(source: (() => string | null) | null): void {
  serverSource = source;
}

function readCookie(): string | null {
  try {
    const match = /(?:^|;\s*)kaimono_vid=([^;]*)/.exec(document.cookie);
    return match?.[1] ?? null;
  } catch {
    return null;
  }
}

function writeCookie(id: string): void {
  try {
    if (readCookie() !== id) document.cookie = `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax`;
  } catch {
    // No cookies: the server-rendered item page then records no view for this guest.
  }
}

/**
 * This browser's guest id: generated once and kept in localStorage, sent as `visitor_id` with
 * item views and the recently-viewed list (the server keys a guest's history by it). When storage
 * is unavailable the id lives for this page load only.
 */
export function getVisitorId(): string {
  // On the server: the id the request's cookie named (or the one the server gave it), else none.
  if (typeof document === 'undefined') return serverSource?.() ?? '';
  const stored = readString(storageKeys.visitorId);
  if (stored && VALID.test(stored)) {
    writeCookie(stored);
    return stored;
  }
  // The server may have given this browser its id with the first page (the item view it recorded).
  const fromCookie = readCookie();
  // Keep one id for this page load even if storage was cleared meanwhile (or cannot be written).
  memoryId ??= fromCookie && VALID.test(fromCookie) ? fromCookie : randomId();
  writeString(storageKeys.visitorId, memoryId);
  writeCookie(memoryId);
  return memoryId;
}
