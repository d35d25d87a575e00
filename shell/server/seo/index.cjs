// What search engines and link previews read of the shop, as pure pieces the shell's server (and its
// renderer) put together: classify the address, read its data once, build the head (or take the one the
// page's remote described, ADR 0043), choose the caching.
const { classifyPage, loadPageData } = require('./pages.cjs');
const { buildHead, renderHead } = require('./head.cjs');
const { metaOfRemoteHead } = require('./remote-head.cjs');
const { cacheControlFor, insertHead } = require('./answer.cjs');
const { readOrganization } = require('./organization.cjs');
const { robotsTxt } = require('./robots.cjs');
const { publicBase, absoluteUrl, THEME_COLOR, HOME_TITLE, SHOP_NAME } = require('./site.cjs');
const { escapeHtml, jsonLdScript } = require('./html.cjs');

module.exports = {
  classifyPage,
  loadPageData,
  buildHead,
  renderHead,
  metaOfRemoteHead,
  cacheControlFor,
  insertHead,
  readOrganization,
  robotsTxt,
  publicBase,
  absoluteUrl,
  escapeHtml,
  jsonLdScript,
  THEME_COLOR,
  HOME_TITLE,
  SHOP_NAME,
};
