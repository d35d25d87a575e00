/** Helpers to read answers whose shapes the contracts do not fix yet. */
import { toHttpError } from 'shared-kit';

type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

export const numberOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

export const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value : typeof value === 'number' ? String(value) : null;

/** A page of a list as the cabinet shows it. */
export interface ListPage<T> {
  content: T[];
  page: number;
  hasNext: boolean;
}

/** A cabinet list's page as `usePagedList` of shared-kit reads it: its items and whether more follow. */
export const readListPage = <T>(page: ListPage<T>) => ({
  items: page.content,
  hasMore: page.hasNext,
  meta: null,
});

/**
 * Reads a page of a list: a paged object (`content`, `page`, `hasNext` or `pages`, docs/product.md §3 "paged
 * object with a content list and a page number"), or a bare array.
 */
export function readPage<T>(data: unknown, page: number): ListPage<T> {
  if (Array.isArray(data)) return { content: data as T[], page, hasNext: false };
  if (!isObject(data)) return { content: [], page, hasNext: false };
  const list = [data.content, data.results, data.items].find(Array.isArray) as T[] | undefined;
  const current = numberOf(data.page) ?? page;
  const pages = numberOf(data.pages);
  const hasNext =
    typeof data.hasNext === 'boolean' ? data.hasNext : pages !== null ? current < pages : Boolean(data.next);
  return { content: list ?? [], page: current, hasNext };
}

/**
 * The customer-facing text of a failed call: the server's `detail` (docs/product.md §7), else the `message` of a
 * refusal (4xx). A 404 (the address is not served) or a server failure gives null: the caller shows
 * its own text then.
 */
export function serverDetail(error: unknown): string | null {
  const failed = toHttpError(error);
  const data = isObject(failed.data) ? failed.data : null;
  if (!data) return null;
  const detail = textOf(data.detail);
  if (detail) return detail;
  const status = numberOf(failed.status) ?? 0;
  return status >= 400 && status < 500 && status !== 404 ? textOf(data.message) : null;
}

/** Messages of an errors map (`{errors: {field: [..]}}`), or the detail, from an answer body. */
export function errorList(data: unknown): string[] {
  if (!isObject(data)) return [];
  if (isObject(data.errors)) {
    return Object.values(data.errors).flatMap((value) =>
      Array.isArray(value) ? value.map(String) : [String(value)],
    );
  }
  const detail = textOf(data.detail) ?? textOf(data.message);
  return detail ? [detail] : [];
}

/** What a failed call has to tell the customer: its errors map, else {@link serverDetail}, else nothing. */
export function failureMessages(error: unknown): string[] {
  const { data } = toHttpError(error);
  if (isObject(data) && isObject(data.errors)) return errorList(data);
  const detail = serverDetail(error);
  return detail ? [detail] : [];
}
