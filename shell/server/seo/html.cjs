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

/** The plain text of an API's HTML for a meta description (shared-kit's, as the catalogue's heads use it). */
const { plainText } = require('shared-kit/seo');

module.exports = { escapeHtml, safeJson, jsonLdScript, plainText };
