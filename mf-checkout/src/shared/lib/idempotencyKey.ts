/** Where the key of the order being placed is kept: per tab, so a reload keeps it and a new tab does not. */
export const ORDER_KEY_STORAGE = 'mfo:order-idempotency-key';

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage may be off (privacy settings); the key then lives only as long as the page.
    return null;
  }
}

let memoryKey: string | null = null;

/**
 * The `Idempotency-Key` of the order draft: made once and kept until the order is placed, so a double
 * click, a retry after a timeout or a reload of the page all name the same order.
 */
export function orderIdempotencyKey(): string {
  const store = storage();
  const kept = store?.getItem(ORDER_KEY_STORAGE) ?? memoryKey;
  if (kept) return kept;
  const key = newKey();
  memoryKey = key;
  store?.setItem(ORDER_KEY_STORAGE, key);
  return key;
}

/** Forgets the key once its order exists: the next draft is a new order. */
export function forgetOrderIdempotencyKey(): void {
  memoryKey = null;
  storage()?.removeItem(ORDER_KEY_STORAGE);
}
