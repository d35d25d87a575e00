import { fireEvent, render, screen } from '@testing-library/react';
import { MAIN_ID, SkipLink } from './SkipLink';

describe('SkipLink', () => {
  it('When the skip link is followed, then focus moves to the page content and the address stays', () => {
    render(
      <>
        <SkipLink />
        <header>
          <a href="/">На главную страницу</a>
        </header>
        <main id={MAIN_ID} tabIndex={-1}>
          <h1>Витамины</h1>
        </main>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Перейти к основному содержимому' });
    Element.prototype.scrollIntoView = jest.fn();
    const before = window.location.href;

    const followed = fireEvent.click(link);

    expect(screen.getByRole('main')).toHaveFocus();
    expect(followed).toBe(false);
    expect(window.location.href).toBe(before);
  });
});
