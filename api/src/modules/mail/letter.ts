import { SITE_NAME } from '../../shared/shop';

/** A paragraph of a letter, or a button-like link. */
export type LetterBlock = { text: string } | { link: string; label: string };

/** Escapes text for HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Lays out a letter of the shop in the same HTML and plain-text shape for every kind of letter:
 * a heading, paragraphs and links, and the shop's signature.
 */
export function layoutLetter(heading: string, blocks: LetterBlock[], footer: string[] = []): { text: string; html: string } {
  const textParts = [heading, '', ...blocks.map((block) => ('text' in block ? block.text : `${block.label}: ${block.link}`))];
  textParts.push('', `— ${SITE_NAME}`, ...footer);
  const htmlBlocks = blocks
    .map((block) =>
      'text' in block
        ? `<p style="margin:0 0 16px;font-size:16px;line-height:24px">${escapeHtml(block.text)}</p>`
        : `<p style="margin:0 0 16px"><a href="${escapeHtml(block.link)}" style="display:inline-block;padding:12px 20px;background:#0B7D6E;color:#ffffff;border-radius:8px;text-decoration:none;font-size:16px">${escapeHtml(block.label)}</a></p>`,
    )
    .join('\n');
  const htmlFooter = footer.map((line) => `<p style="margin:0 0 8px;font-size:12px;color:#6b7280">${escapeHtml(line)}</p>`).join('\n');
  const html = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f5;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#0B7D6E">${escapeHtml(SITE_NAME)}</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:28px">${escapeHtml(heading)}</h1>
${htmlBlocks}
<p style="margin:24px 0 0;font-size:14px;color:#6b7280">С заботой о вас, ${escapeHtml(SITE_NAME)}</p>
${htmlFooter}
</div></body></html>`;
  return { text: textParts.join('\n'), html };
}
