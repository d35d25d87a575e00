/** Escapes text for use inside SVG/XML content and attributes. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);
}

/** Breaks text into at most `maxLines` lines of about `width` characters; the last one gets an ellipsis if cut. */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  const words = text.split(/\s+/).filter(Boolean);
  for (const [index, word] of words.entries()) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= width || !current) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = word;
    if (lines.length === maxLines) {
      lines[maxLines - 1] = `${lines[maxLines - 1].replace(/[,.]$/, '')}…`;
      return lines;
    }
    if (index === words.length - 1) break;
  }
  if (current) lines.push(current);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1]}…`;
  }
  return lines;
}

/** Darkens (negative) or lightens (positive) a `#RRGGBB` colour by `amount` (-1..1). */
export function shade(hex: string, amount: number): string {
  const value = /^#([0-9a-f]{6})$/i.exec(hex) ? parseInt(hex.slice(1), 16) : 0x00897b;
  const channel = (shift: number): number => {
    const c = (value >> shift) & 0xff;
    return Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount);
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}
