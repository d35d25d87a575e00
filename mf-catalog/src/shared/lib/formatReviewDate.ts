let format: Intl.DateTimeFormat | undefined;

/** Made on first use: making an `Intl` formatter loads its locale data, which a page without reviews never needs. */
function dateFormat(): Intl.DateTimeFormat {
  format ??= new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Moscow' });
  return format;
}

/** `2026-03-05T10:00:00Z` → `5 марта 2026` (d MMMM yyyy in Moscow time, the shop's, without the trailing «г.»); '' for a bad date. */
export function formatReviewDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat().formatToParts(date)
    .filter((part) => part.type === 'day' || part.type === 'month' || part.type === 'year')
    .map((part) => part.value)
    .join(' ');
}
