const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  laquo: '«',
  raquo: '»',
  mdash: '—',
  ndash: '–',
  hellip: '…',
};

/** Decodes the character references of a text taken out of HTML (unknown named ones stay as they are). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/**
 * The plain text of an HTML fragment of the API (a description) for the head: tags dropped, spaces
 * collapsed, cut at a word boundary to `max` characters with an ellipsis. The shell escapes it.
 */
export function plainText(html: unknown, max = 200): string {
  if (typeof html !== 'string') return '';
  const text = decodeEntities(html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ').replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  // The last space within the limit (the ellipsis takes the place of the space or of the last letter).
  const space = text.slice(0, max).lastIndexOf(' ');
  const cut = space > max / 2 ? text.slice(0, space) : text.slice(0, max - 1);
  return `${cut.replace(/[\s,.;:–—-]+$/, '')}…`;
}
