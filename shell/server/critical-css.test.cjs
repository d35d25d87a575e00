/** @jest-environment node */
// The first paint's styles of a server-rendered page (ADR 0028): which rules a page keeps, and that the
// cascade its elements get is the one the full stylesheets gave.
const { JSDOM } = require('jsdom');
const { compileSheet, criticalCss, inStyleElement, namesInHtml, needsOf } = require('./critical-css.cjs');

describe('the first paint\'s styles', () => {
  it('When a selector is read, then its classes and ids count, and loose arguments, attributes and tags do not', () => {
    expect(needsOf('.a:not(.b) > .c[data-x=".d"]::before')).toEqual(['c:a', 'c:c']);
    expect(needsOf('.md\\:flex #top')).toEqual(['c:md:flex', 'i:top']);
    expect(needsOf('.a:is(.b, .c:not(.e)) .f')).toEqual(['c:a', 'c:f']);
    expect(needsOf('body a:hover')).toEqual([]);
  });

  it('When a page uses some classes, then only the rules it can match are kept, with their at-rules, and rules for everything stay', () => {
    const sheet = compileSheet(
      '*{box-sizing:border-box}.a{color:red}.b .a{color:blue}.zz{color:green}.a,.zz{margin:0}' +
        '@media (min-width:768px){.a{padding:1px}.zz{padding:2px}}@media print{.zz{display:none}}' +
        '@font-face{font-family:x;src:url(x.woff2)}@keyframes spin{to{transform:rotate(1turn)}}',
    );
    const css = criticalCss([sheet], namesInHtml('<div class="a  c">x</div><span id="top" class="b">y</span>'));
    expect(css).toBe(
      '*{box-sizing:border-box}.a{color:red}.b .a{color:blue}.a,.zz{margin:0}@media (min-width:768px){.a{padding:1px}}' +
        '@font-face{font-family:x;src:url(x.woff2)}@keyframes spin{to{transform:rotate(1turn)}}',
    );
  });

  it('When the same rule comes in several stylesheets, then it is kept once, where it last counts', () => {
    const kit = compileSheet('.btn{color:red}');
    const page = compileSheet('.btn{color:blue}');
    const css = criticalCss([kit, page, kit], namesInHtml('<button class="btn">ok</button>'));
    expect(css).toBe('.btn{color:blue}.btn{color:red}');
  });

  it('When the page is drawn with the kept rules, then every element gets the styles the full stylesheets gave it', () => {
    const full =
      '.card{color:rgb(1, 1, 1);padding:4px}.card .title{font-weight:700}.list .card{color:rgb(2, 2, 2)}' +
      '.card:not(.card--sale) .price{color:rgb(3, 3, 3)}.card--sale .price{color:rgb(4, 4, 4)}.modal{display:block}' +
      '.title{margin:1px}.hidden-later .title{margin:9px}';
    const html =
      '<ul class="list"><li class="card"><b class="title">A</b><i class="price">1</i></li>' +
      '<li class="card card--sale"><b class="title">B</b><i class="price">2</i></li></ul>';
    const kept = criticalCss([compileSheet(full)], namesInHtml(html));
    expect(kept).not.toContain('.modal');
    const computed = (css) => {
      const { window } = new JSDOM(`<style>${css}</style>${html}`);
      return [...window.document.querySelectorAll('li, b, i')].map((element) => {
        const style = window.getComputedStyle(element);
        return [style.color, style.fontWeight, style.margin, style.padding].join(' ');
      });
    };
    expect(computed(kept)).toEqual(computed(full));
  });

  it('When CSS holds text that could close the style element, then it cannot', () => {
    expect(inStyleElement('.a::after{content:"</style><script>"}')).toBe('.a::after{content:"<\\/style><script>"}');
  });
});
