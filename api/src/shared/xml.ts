/** Characters XML 1.0 cannot hold at all (C0 controls but tab, line feed, carriage return; lone surrogates; U+FFFE/U+FFFF). */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text as XML element content or an attribute value: escaped, and without characters XML forbids. */
export function xmlText(value: string | number): string {
  return String(value)
    .replace(INVALID, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** `<name>text</name>`, escaped; nothing for null or undefined. */
export function element(name: string, value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : `<${name}>${xmlText(value)}</${name}>`;
}
