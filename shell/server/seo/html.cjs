// Text made safe for the places the page's head puts it: HTML text and attribute values, and the
// JSON of an inline `<script type="application/ld+json">`, which no text of the data may close.

/**
 * HTML-escapes text for element content and quoted attribute values (numeric references, so the result
 * reads the same in any HTML parser). Anything that is not a string is taken as empty.
 */
function escapeHtml(text) {
  if (typeof text !== 'string') return '';
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * JSON for an inline script: `<`, `>` and `&` as `\u003c`… so no `</script>` or `<!--` in the data can
 * end the script or start a comment, and U+2028/U+2029 escaped for old JavaScript parsers. The value
 * reads back unchanged with `JSON.parse`.
 */
function safeJson(data) {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A JSON-LD block of the head (never executed by the browser, so the CSP's `script-src` does not apply). */
function jsonLdScript(data) {
  return `<script type="application/ld+json">${safeJson(data)}</script>`;
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', laquo: '«', raquo: '»', mdash: '—', ndash: '–', hellip: '…' };

/** Decodes the character references of a text taken out of HTML (unknown named ones stay as they are). */
function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/**
 * The plain text of an HTML fragment (an API description) for a meta description: tags dropped, spaces
 * collapsed, cut at a word boundary to `max` characters with an ellipsis. Escape it before use.
 */
function plainText(html, max = 200) {
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

module.exports = { escapeHtml, safeJson, jsonLdScript, plainText };
