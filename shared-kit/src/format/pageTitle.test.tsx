import { render } from '@testing-library/react';
import { pageTitle, usePageTitle } from './pageTitle';

function Page({ name }: { name: string | null }) {
  usePageTitle(name);
  return null;
}

describe('page titles', () => {
  it('When a page has a name, then the tab reads «name — Здоровье+»', () => {
    expect(pageTitle('Корзина')).toBe('Корзина — Здоровье+');
    expect(pageTitle('  ')).toBe('Здоровье+');
  });

  it('When a page is shown, then the document takes its title; an unknown name leaves the title alone', () => {
    document.title = 'Здоровье+';
    const { rerender } = render(<Page name={null} />);
    expect(document.title).toBe('Здоровье+');

    rerender(<Page name="Оформление заказа" />);
    expect(document.title).toBe('Оформление заказа — Здоровье+');
  });
});
