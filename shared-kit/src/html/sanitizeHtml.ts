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

type Purifier = ReturnType<typeof DOMPurify>;

const hooked = new WeakSet<Purifier>();

/**
 * Links may open a new tab (`target="_blank"`, no other target) and then get `rel="noopener noreferrer"`,
 * so the opened page cannot reach the shop's tab.
 */
function addLinkHook(purifier: Purifier): void {
  if (hooked.has(purifier)) return;
  hooked.add(purifier);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (!node.hasAttribute('target')) return;
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('target');
  });
}

/** Where the shop's server renderer puts the DOM window that HTML is cleaned with on the server (ADR 0027). */
export const SERVER_HTML_WINDOW = '__shopHtmlWindow__';

let serverPurifier: Purifier | undefined;

/** The page's DOMPurify; on the server, one made over the window the renderer installed. */
function purifier(): Purifier {
  if (typeof window !== 'undefined') return DOMPurify;
  const serverWindow = (globalThis as unknown as Record<string, Parameters<typeof DOMPurify>[0] | undefined>)[SERVER_HTML_WINDOW];
  if (!serverWindow) throw new Error('HTML cannot be cleaned on the server without a DOM window');
  serverPurifier ??= DOMPurify(serverWindow);
  return serverPurifier;
}

/**
 * The one place the shop cleans HTML it got from the server before `dangerouslySetInnerHTML`: every
 * app renders server HTML only through this, so an injected script in a description cannot run.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const current = purifier();
  addLinkHook(current);
  return current.sanitize(html, OPTIONS);
}
