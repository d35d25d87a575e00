/**
 * The quantity a typed value stands for (docs/product.md §5): digits only, empty or zero means "remove" (0),
 * a number above what is available is clamped to it.
 */
export function parseTypedQuantity(typed: string, available: number): { quantity: number; clamped: boolean } {
  const digits = typed.replace(/\D/g, '');
  const value = digits === '' ? 0 : Number.parseInt(digits, 10);
  const limit = Math.max(0, available);
  return value > limit ? { quantity: limit, clamped: true } : { quantity: value, clamped: false };
}
