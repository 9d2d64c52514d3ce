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

/**
 * This browser's guest id: generated once and kept in localStorage, sent as `visitor_id` with
 * item views and the recently-viewed list (the server keys a guest's history by it). When storage
 * is unavailable the id lives for this page load only.
 */
export function getVisitorId(): string {
  const stored = readString(storageKeys.visitorId);
  if (stored && VALID.test(stored)) return stored;
  // Keep one id for this page load even if storage was cleared meanwhile (or cannot be written).
  memoryId ??= randomId();
  writeString(storageKeys.visitorId, memoryId);
  return memoryId;
}
