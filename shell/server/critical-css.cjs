// The styles a server-rendered page needs for its first paint, put into its head (ADR 0028): of the
// shell's and the remotes' stylesheets, the rules whose classes and ids all occur in the page. The page is
// drawn styled with no stylesheet request in its way; the full stylesheets come with the code that hydrates
// it, as they did before the server rendered anything.
const postcss = require('postcss');

/** Functional pseudo-classes whose arguments do not have to match for the rule to matter. */
const LOOSE_ARGUMENTS = /:(?:not|is|where|has|nth-child|nth-last-child|nth-of-type|nth-last-of-type)\(/g;

/** A CSS identifier with its escapes (`.md\:flex`), after a `.` or a `#`. */
const NAME = /([.#])((?:\\.|[\w-]|[^\p{ASCII}])+)/gu;

/** Drops the arguments of functional pseudo-classes: `.a:not(.b)` needs only `a`. */
function withoutLooseArguments(selector) {
  let result = '';
  let index = 0;
  LOOSE_ARGUMENTS.lastIndex = 0;
  for (let match = LOOSE_ARGUMENTS.exec(selector); match; match = LOOSE_ARGUMENTS.exec(selector)) {
    result += selector.slice(index, match.index);
    let depth = 1;
    let end = match.index + match[0].length;
    while (end < selector.length && depth > 0) {
      if (selector[end] === '(') depth += 1;
      else if (selector[end] === ')') depth -= 1;
      end += 1;
    }
    index = end;
    LOOSE_ARGUMENTS.lastIndex = end;
  }
  return result + selector.slice(index);
}

/** Removes CSS escapes from an identifier (`md\:flex` → `md:flex`). */
function withoutEscapes(name) {
  return name.replace(/\\([0-9a-fA-F]{1,6}\s?|.)/g, (_, escaped) =>
    /^[0-9a-fA-F]/.test(escaped) && escaped.trim().length > 1 ? String.fromCodePoint(parseInt(escaped, 16)) : escaped.trim() || escaped,
  );
}

/**
 * What one selector needs of a page: its classes (`c:name`) and ids (`i:name`) outside loose arguments.
 * Attribute selectors are read as present; their brackets are skipped so their values are not read as names.
 */
function needsOf(selector) {
  const plain = withoutLooseArguments(selector).replace(/\[[^\]]*\]/g, '');
  const needs = [];
  NAME.lastIndex = 0;
  for (let match = NAME.exec(plain); match; match = NAME.exec(plain)) needs.push(`${match[1] === '.' ? 'c' : 'i'}:${withoutEscapes(match[2])}`);
  return needs;
}

/**
 * A stylesheet read once into what the page filter needs: each rule with the alternatives of what it needs
 * (one per selector: all of a selector's names), each grouping at-rule with its rules, and every other
 * at-rule (`@font-face`, `@keyframes`, `@property`, `@import`) kept as it is.
 * @param {string} text
 * @returns {Array<{ css: string, needs?: string[][], open?: string, items?: any[] }>}
 */
function compileSheet(text) {
  const root = postcss.parse(text);
  const compile = (nodes) => {
    const items = [];
    for (const node of nodes) {
      if (node.type === 'rule') {
        const alternatives = node.selectors.map(needsOf);
        items.push({ css: node.toString(), needs: alternatives.some((needs) => needs.length === 0) ? [] : alternatives });
      } else if (node.type === 'atrule' && ['media', 'supports', 'layer', 'container'].includes(node.name) && node.nodes) {
        items.push({ css: '', open: `@${node.name}${node.params ? ` ${node.params}` : ''}{`, items: compile(node.nodes) });
      } else if (node.type === 'atrule') {
        items.push({ css: node.toString() });
      }
    }
    return items;
  };
  return compile(root.nodes);
}

/** The classes and ids that occur in a page's HTML, as `c:name` and `i:name`. */
function namesInHtml(html) {
  const names = new Set();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of match[1].split(/\s+/)) if (name) names.add(`c:${name.replace(/&amp;/g, '&')}`);
  }
  for (const match of html.matchAll(/\sid="([^"]*)"/g)) names.add(`i:${match[1].replace(/&amp;/g, '&')}`);
  return names;
}

/**
 * The rules of compiled stylesheets that a page with these names may use, in the stylesheets' order. A rule
 * is kept when all the names of one of its selectors are in the page, so every element of the page keeps
 * every rule that matched it before, in the same order: the cascade is the one the full stylesheets gave.
 * A rule repeated word for word (the apps bundle the same kit styles) is kept once, where it last occurs,
 * which is where it counts in the cascade.
 * @param {ReturnType<typeof compileSheet>[]} sheets
 * @param {Set<string>} names
 */
function criticalCss(sheets, names) {
  /** Kept rules in order, each with the at-rules around it. */
  const kept = [];
  const walk = (items, opens) => {
    for (const item of items) {
      if (item.items) walk(item.items, [...opens, item.open]);
      else if (!item.needs || item.needs.length === 0 || item.needs.some((needs) => needs.every((name) => names.has(name)))) {
        kept.push({ opens, css: item.css, key: `${opens.join('')}${item.css}` });
      }
    }
  };
  for (const sheet of sheets) walk(sheet, []);
  const last = new Map(kept.map((rule, index) => [rule.key, index]));
  let css = '';
  let open = [];
  kept.forEach((rule, index) => {
    if (last.get(rule.key) !== index) return;
    let shared = 0;
    while (shared < open.length && shared < rule.opens.length && open[shared] === rule.opens[shared]) shared += 1;
    css += '}'.repeat(open.length - shared) + rule.opens.slice(shared).join('') + rule.css;
    open = rule.opens;
  });
  return css + '}'.repeat(open.length);
}

/** CSS inside `<style>`: nothing in it may close the element. */
function inStyleElement(css) {
  return css.replace(/<\/(style)/gi, '<\\/$1');
}

module.exports = { compileSheet, criticalCss, inStyleElement, namesInHtml, needsOf };
