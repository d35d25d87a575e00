import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import {
  createRenderScope,
  RenderScopeProvider,
  serialiseServerState,
  serverState,
  useAppStore,
  useCookie,
  useHydrated,
  SERVER_STATE_ID,
} from './renderScope';

const fakeStore = (state: unknown) => ({ getState: () => state });

function StoreName({ page }: { page: { getState(): unknown } }) {
  const store = useAppStore('mf_test', () => fakeStore('request'), () => page);
  return <span>{String(store.getState())}</span>;
}

describe('render scope', () => {
  it('When a part renders in a server scope, then it gets the request\'s own store, made once; in the browser the page store', () => {
    const scope = createRenderScope();
    const page = fakeStore('page');
    const html = renderToString(
      <RenderScopeProvider scope={scope}>
        <StoreName page={page} />
        <StoreName page={page} />
      </RenderScopeProvider>,
    );
    expect(html).toContain('request');
    expect(html).not.toContain('page');
    expect(scope.stores.size).toBe(1);

    render(<StoreName page={page} />);
    expect(screen.getByText('page')).toBeInTheDocument();
  });

  it('When the state is handed over, then only fulfilled queries go, without subscriptions, and nothing can close the script', () => {
    const scope = createRenderScope();
    scope.stores.set(
      'mf_test',
      fakeStore({
        testApi: {
          queries: {
            'product("a")': { status: 'fulfilled', data: { title: '</script><script>alert(1)</script>' } },
            'tree(undefined)': { status: 'pending' },
            'brands(undefined)': { status: 'rejected', error: { status: 500 } },
          },
          mutations: {},
          provided: {},
          subscriptions: { 'product("a")': { x: {} } },
          config: { online: true },
        },
        ui: { open: true },
      }),
    );
    const json = serialiseServerState(scope, { page: { notFound: '/x' } });
    expect(json).not.toContain('</script>');
    const parsed = JSON.parse(json) as Record<string, Record<string, { queries?: object; subscriptions?: object }>>;
    expect(Object.keys(parsed.mf_test!.testApi!.queries!)).toEqual(['product("a")']);
    expect(parsed.mf_test!.testApi!.subscriptions).toEqual({});
    expect(parsed.mf_test!.ui).toEqual({ open: true });
    expect(parsed.page).toEqual({ notFound: '/x' });
    expect((parsed.mf_test!.testApi!.queries as Record<string, { data: { title: string } }>)['product("a")']!.data.title).toBe(
      '</script><script>alert(1)</script>',
    );
  });

  it('When the page carries the server\'s state, then an app reads its own part of it', () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = SERVER_STATE_ID;
    element.textContent = JSON.stringify({ mf_test: { a: 1 } });
    document.body.append(element);
    expect(serverState('mf_test')).toEqual({ a: 1 });
    expect(serverState('mf_other')).toBeUndefined();
    element.remove();
  });

  it('When a part reads a cookie, then the server answers from the request and the browser from document.cookie', () => {
    function Banner() {
      return <span>{useCookie('top_banner_hidden') ?? 'none'}</span>;
    }
    const html = renderToString(
      <RenderScopeProvider scope={createRenderScope({ top_banner_hidden: '1' })}>
        <Banner />
      </RenderScopeProvider>,
    );
    expect(html).toContain('1');
    document.cookie = 'top_banner_hidden=; max-age=0';
    render(<Banner />);
    expect(screen.getByText('none')).toBeInTheDocument();
  });

  it('When rendered on the server, then the part is not hydrated yet; in the browser it is', () => {
    function Mark() {
      return <span>{useHydrated() ? 'browser' : 'server'}</span>;
    }
    expect(renderToString(<Mark />)).toContain('server');
    render(<Mark />);
    expect(screen.getByText('browser')).toBeInTheDocument();
  });
});
