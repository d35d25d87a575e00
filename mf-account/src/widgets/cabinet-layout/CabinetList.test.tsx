import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus, usePagedList } from 'shared-kit';
import { mockHttp } from 'shared-kit/testing';
import { accountApi, readPage, type ListPage, readListPage } from '../../shared/api';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CabinetList } from './CabinetList';

/** A list of notes read two by two, as a cabinet list is read. */
const notesApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    notes: build.infiniteQuery<ListPage<string>, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last) => (last.hasNext ? last.page + 1 : undefined),
      },
      query: ({ pageParam }) => ({ url: '/notes', params: { page: pageParam, pageSize: 2 } }),
      transformResponse: (data: unknown, _meta, { pageParam }) => readPage<string>(data, pageParam),
    }),
  }),
});

function Notes({ toCatalogue }: { toCatalogue: boolean }) {
  const list = usePagedList(notesApi.useNotesInfiniteQuery(), readListPage);
  return (
    <CabinetList
      title="Заметки"
      list={list}
      empty={{ title: 'Заметок нет', hint: 'Они появятся здесь' }}
      toCatalogue={toCatalogue}
      renderItems={(notes) => (
        <ul aria-label="Заметки">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    />
  );
}

function renderNotes(toCatalogue = false) {
  return renderWithProviders(<Notes toCatalogue={toCatalogue} />, { route: '/personal/notes' });
}

describe('CabinetList', () => {
  it('When the API answers 401, then a sign-in prompt stands in for the list and asks the account team to sign in', async () => {
    mockHttp({ 'GET /notes': { status: 401 } });
    const requests: unknown[] = [];
    const stop = getEventBus().subscribe('account:sign-in-requested', (payload) => requests.push(payload));
    renderNotes();

    expect(await screen.findByText('Войдите, чтобы открыть личный кабинет')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));

    expect(requests).toEqual([expect.objectContaining({ reason: 'guarded-route' })]);
    expect(screen.queryByRole('list', { name: 'Заметки' })).not.toBeInTheDocument();
    stop();
  });

  it('When the list is empty, then the empty state shows, with the way to the catalogue only when asked', async () => {
    mockHttp({ 'GET /notes': { data: { content: [], page: 1, hasNext: false } } });
    const { unmount } = renderNotes();
    expect(await screen.findByText('Заметок нет')).toBeInTheDocument();
    expect(screen.getByText('Они появятся здесь')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Перейти в каталог' })).not.toBeInTheDocument();
    unmount();

    renderNotes(true);

    expect(await screen.findByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute(
      'href',
      '/category',
    );
  });

  it('When the next page fails, then the items stay, a quiet message shows and "Показать ещё" can be pressed again', async () => {
    let failNext = true;
    mockHttp({
      'GET /notes': ({ params }) =>
        params.page === 1
          ? { data: { content: ['Первая', 'Вторая'], page: 1, hasNext: true } }
          : failNext
            ? { status: 500 }
            : { data: { content: ['Третья'], page: 2, hasNext: false } },
    });
    renderNotes();
    await screen.findByRole('list', { name: 'Заметки' });

    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить данные');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);

    failNext = false;
    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));

    expect(await screen.findByText('Третья')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });
});
