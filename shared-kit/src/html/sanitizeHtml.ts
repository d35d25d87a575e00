import DOMPurify from 'dompurify';

/**
 * What server HTML (category and product descriptions, content pages) may keep: text formatting,
 * lists, tables, pictures and links. Scripts, event handlers, `javascript:` links, frames, forms
 * and `<style>` blocks go; so do `data:` links other than pictures (DOMPurify's defaults).
 */
const OPTIONS = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'object', 'embed', 'base', 'meta', 'link'],
  FORBID_ATTR: ['srcdoc', 'formaction', 'action'],
  ADD_ATTR: ['target'],
};

let hooked = false;

/**
 * Links may open a new tab (`target="_blank"`, no other target) and then get `rel="noopener noreferrer"`,
 * so the opened page cannot reach the shop's tab.
 */
function addLinkHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (!node.hasAttribute('target')) return;
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('target');
  });
}

/**
 * The one place the shop cleans HTML it got from the server before `dangerouslySetInnerHTML`: every
 * app renders server HTML only through this, so an injected script in a description cannot run.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  addLinkHook();
  return DOMPurify.sanitize(html, OPTIONS);
}
