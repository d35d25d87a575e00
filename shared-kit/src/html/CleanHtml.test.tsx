import { act, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { CleanHtml } from './CleanHtml';

// Counts the loads of the cleaner's module (DOMPurify), which a hydrating page must not need.
const mockCleanerLoaded = jest.fn();
jest.mock('./sanitizeHtml', () => {
  mockCleanerLoaded();
  return jest.requireActual('./sanitizeHtml');
});

const DIRTY =
  '<p onclick="window.__pwned = 1">Витамин <b>D3</b></p><img src="x.png" onerror="window.__pwned = 1"><script>window.__pwned = 1</script>';

describe('CleanHtml', () => {
  describe('on a page the server rendered', () => {
    let root: Root | undefined;
    const errors: unknown[] = [];

    afterEach(() => {
      act(() => root?.unmount());
      root = undefined;
      errors.length = 0;
      document.body.innerHTML = '';
    });

    /** The server's markup of a CleanHtml: its Suspense boundary around the cleaned `<div>`. */
    function serverPage(cleaned: string): HTMLElement {
      const page = document.createElement('div');
      page.innerHTML = `<!--$--><div class="rich">${cleaned}</div><!--/$-->`;
      document.body.append(page);
      return page;
    }

    it('When the page hydrates, then the cleaned HTML the server sent stays as it is, with no mismatch', async () => {
      const page = serverPage('<p>Витамин <b>D3</b> с сервера</p>');

      await act(async () => {
        root = hydrateRoot(page, <CleanHtml className="rich" html={DIRTY} />, {
          onRecoverableError: (error) => errors.push(error),
        });
      });

      expect(page.querySelector('.rich')?.innerHTML).toBe('<p>Витамин <b>D3</b> с сервера</p>');
      expect(errors).toEqual([]);
      expect(mockCleanerLoaded).not.toHaveBeenCalled();
    });

    it('When other HTML replaces it after hydrating, then that HTML is cleaned in the browser', async () => {
      const page = serverPage('<p>Первое описание</p>');
      const hydrate = (html: string) => <CleanHtml className="rich" html={html} />;
      await act(async () => {
        root = hydrateRoot(page, hydrate('<p>Первое описание</p>'), {
          onRecoverableError: (error) => errors.push(error),
        });
      });

      await act(async () =>
        root?.render(hydrate('<p onclick="steal()">Второе описание</p><script>steal()</script>')),
      );

      expect(await screen.findByText('Второе описание')).toBeInTheDocument();
      expect(page.querySelector('.rich')?.innerHTML).toBe('<p>Второе описание</p>');
      expect(errors).toEqual([]);
      expect(mockCleanerLoaded).toHaveBeenCalledTimes(1);
    });
  });

  it('When the browser renders HTML from the API, then it shows it without scripts or handlers', async () => {
    // Awaited: the cleaner's code arrives after the first render, as in a browser.
    const { container } = await act(async () => render(<CleanHtml className="rich" html={DIRTY} />));

    expect(screen.getByText('D3')).toBeInTheDocument();
    const shown = container.querySelector('.rich');
    expect(shown?.innerHTML).toBe('<p>Витамин <b>D3</b></p><img src="x.png">');
  });
});
