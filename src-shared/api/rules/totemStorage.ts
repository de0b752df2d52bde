// Totem storage keys (000 §1): "table id, totem user id, started session, category orientation,
// card-terminal enabled flag, device id, payment methods, a table token with its expiry, and a cached entity
// with its expiry. Keys are prefixed with a product name, plus an environment suffix when the environment is
// not production."
import type { Environment } from '../enums.js';
import type { KeyValueStorage } from './login.js';

export const TOTEM_STORAGE_ITEMS = [
  'tableId', 'totemUserId', 'startedSession', 'categoryOrientation', 'cardTerminalEnabled', 'deviceId',
  'paymentMethods', 'tableToken', 'tableTokenExpiry', 'cachedEntity', 'cachedEntityExpiry',
] as const;
export type TotemStorageItem = (typeof TOTEM_STORAGE_ITEMS)[number];

export function totemStorageKey(productName: string, item: TotemStorageItem, environment: Environment): string {
  return `${productName}:${item}${environment === 'production' ? '' : `:${environment}`}`;
}

export function totemStorageKeys(productName: string, environment: Environment): Record<TotemStorageItem, string> {
  const out = {} as Record<TotemStorageItem, string>;
  for (const item of TOTEM_STORAGE_ITEMS) out[item] = totemStorageKey(productName, item, environment);
  return out;
}

/** A value kept "with its expiry": read back only while the expiry (epoch ms) has not passed. */
export function readUnexpired(storage: KeyValueStorage, key: string, expiryKey: string, now: number): string | null {
  const expiry = Number(storage.getItem(expiryKey));
  const value = storage.getItem(key);
  if (value === null || !Number.isFinite(expiry) || expiry <= now) {
    storage.removeItem(key);
    storage.removeItem(expiryKey);
    return null;
  }
  return value;
}

export function writeWithExpiry(storage: KeyValueStorage, key: string, expiryKey: string, value: string, expiresAt: number): void {
  storage.setItem(key, value);
  storage.setItem(expiryKey, String(expiresAt));
}
