import { storageKeys } from '@/shared/config/storage-keys';
import { readString, removeKey, writeString } from './storage';

/** The access token from login/signup, sent as `Authorization: Bearer`. */
export function getAuthToken(): string | null {
  return readString(storageKeys.token);
}

export function setAuthToken(token: string): void {
  writeString(storageKeys.token, token);
}

export function clearAuthToken(): void {
  removeKey(storageKeys.token);
}
