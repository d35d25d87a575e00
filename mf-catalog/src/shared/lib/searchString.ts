/**
 * The query part of an address (`?brand=1,2&page=3`, or '' when empty). Commas stay readable: the
 * filter lists are comma-separated (`brand=1,2`), and a link someone shares should look like one.
 */
export function searchString(params: URLSearchParams): string {
  const search = params.toString().replace(/%2C/gi, ',');
  return search ? `?${search}` : '';
}
