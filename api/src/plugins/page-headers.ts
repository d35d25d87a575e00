import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The Content-Security-Policy of the Swagger UI at `/api/docs`: its own scripts, styles, pictures and the
 * OpenAPI document from the shop's origin only; no inline script, no `eval`. Its styles may be inline
 * (the UI sets `style` attributes).
 */
export const DOCS_PAGE_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The Content-Security-Policy of every other HTML page the API answers (the catalogue file, the review
 * moderation links, the test payment page): no script at all, their one inline `<style>`, pictures from
 * the shop, forms posting only to the shop, and never in a frame.
 */
export const PAGE_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Whether an answer is an HTML page (by the type the route set). */
function isHtml(reply: FastifyReply): boolean {
  return /^\s*text\/html\b/i.test(String(reply.getHeader('content-type') ?? ''));
}

/**
 * The shop's security headers on an HTML page the API answers on the shop's origin (ADR 0034, as the
 * shell's pages have them by ADR 0014): a CSP suited to the page unless the route set its own,
 * `X-Frame-Options: DENY`, and `Referrer-Policy: strict-origin-when-cross-origin` unless the route chose a
 * stricter one (the moderation links say `no-referrer`). `X-Content-Type-Options: nosniff` is on every answer.
 */
export function setPageHeaders(request: FastifyRequest, reply: FastifyReply): void {
  if (!isHtml(reply)) return;
  if (!reply.hasHeader('content-security-policy')) {
    reply.header('content-security-policy', /^\/api\/docs(\/|$|\?)/.test(request.url) ? DOCS_PAGE_POLICY : PAGE_POLICY);
  }
  reply.header('x-frame-options', 'DENY');
  if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'strict-origin-when-cross-origin');
}
