import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('When server HTML carries scripts, handlers and javascript: links, then they are removed and the text stays', () => {
    const dirty =
      '<p onclick="steal()">Витамин <b>D3</b></p><script>steal()</script><img src="x.png" onerror="steal()">' +
      '<a href="javascript:steal()">ссылка</a><iframe src="https://evil.example"></iframe><svg><script>steal()</script></svg>';

    const clean = sanitizeHtml(dirty);

    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(clean).toContain('<p>Витамин <b>D3</b></p>');
    expect(clean).toContain('<img src="x.png">');
    expect(clean).toContain('ссылка');
  });

  it('When the HTML has forms and style blocks, then they go; formatting, lists, tables and links stay', () => {
    const clean = sanitizeHtml(
      '<style>body{display:none}</style><form action="https://evil.example"><input name="card"></form>' +
        '<h2>Состав</h2><ul><li>Кальций</li></ul><table><tbody><tr><td>1</td></tr></tbody></table><a href="/brands">Бренды</a>',
    );

    expect(clean).not.toMatch(/<style|<form|<input/);
    expect(clean).toContain('<h2>Состав</h2><ul><li>Кальций</li></ul>');
    expect(clean).toContain('<td>1</td>');
    expect(clean).toContain('<a href="/brands">Бренды</a>');
  });

  it('When a link opens a new tab, then it gets rel="noopener noreferrer"', () => {
    expect(sanitizeHtml('<a href="https://evalar.ru" target="_blank">Эвалар</a>')).toBe(
      '<a href="https://evalar.ru" target="_blank" rel="noopener noreferrer">Эвалар</a>',
    );
  });

  it('When there is no HTML, then the result is empty', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});
