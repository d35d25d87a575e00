import { act, screen } from '@testing-library/react';
import { setRemoteLoader } from 'shared-kit';
import { messages } from '../../messages';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PAGE_TIMEOUT_MS, RemoteRoutes } from './RemoteRoutes';

/** A remote's `./routes` with one page. */
function routesModule(heading: string) {
  return { routes: [{ path: '/cart', element: <h1>{heading}</h1> }] };
}

describe('RemoteRoutes: a slow remote', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('When a remote’s pages do not arrive within the limit, then the quiet message shows; when they arrive later, the page fills in', async () => {
    let arrive: (module: unknown) => void = () => undefined;
    setRemoteLoader(() => new Promise((resolve) => (arrive = resolve)));

    renderWithProviders(<RemoteRoutes remote="mf_checkout" />, { route: '/cart' });
    expect(screen.getByLabelText(messages.pageLoading)).toBeInTheDocument();

    await act(async () => {
      jest.advanceTimersByTime(PAGE_TIMEOUT_MS - 1);
    });
    expect(screen.queryByText(messages.sectionUnavailable)).toBeNull();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByText(messages.sectionUnavailable)).toBeInTheDocument();

    await act(async () => {
      arrive(routesModule('Корзина'));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Корзина' })).toBeInTheDocument();
    expect(screen.queryByText(messages.sectionUnavailable)).toBeNull();
  });

  it('When a remote’s pages arrive within the limit, then they show with no quiet message', async () => {
    setRemoteLoader(async () => routesModule('Поиск'));

    renderWithProviders(<RemoteRoutes remote="mf_search" />, { route: '/cart' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Поиск' })).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(PAGE_TIMEOUT_MS);
    });
    expect(screen.queryByText(messages.sectionUnavailable)).toBeNull();
  });
});
