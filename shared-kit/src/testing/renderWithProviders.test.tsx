import { configureStore, createSlice } from '@reduxjs/toolkit';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSelector } from 'react-redux';
import { Link, Route, useParams } from 'react-router-dom';
import { createRenderWithProviders } from './renderWithProviders';

const greeting = createSlice({ name: 'greeting', initialState: { name: 'гость' }, reducers: {} });

function makeStore(preloadedState?: { greeting: { name: string } }) {
  return configureStore({ reducer: { greeting: greeting.reducer }, preloadedState });
}

function Page() {
  const { slug } = useParams();
  const name = useSelector(
    (state: ReturnType<ReturnType<typeof makeStore>['getState']>) => state.greeting.name,
  );
  return (
    <>
      <h1>{`${slug}: ${name}`}</h1>
      <Link to="/brands">Бренды</Link>
    </>
  );
}

describe('createRenderWithProviders', () => {
  it('When a page is rendered at its route, then it reads the params and the preloaded store', () => {
    const renderWithProviders = createRenderWithProviders(makeStore);

    const { store } = renderWithProviders(<Page />, {
      route: '/category/vitaminy',
      path: '/category/:slug',
      preloadedState: { greeting: { name: 'Анна' } },
    });

    expect(screen.getByRole('heading', { name: 'vitaminy: Анна' })).toBeInTheDocument();
    expect(store.getState().greeting.name).toBe('Анна');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('When the defaults ask for the address, then it follows a click to another route', async () => {
    const renderWithProviders = createRenderWithProviders(makeStore, { showLocation: true });

    renderWithProviders(<Page />, {
      route: '/category/vitaminy',
      path: '/category/:slug',
      extra: <Route path="/brands" element={<p>Все бренды</p>} />,
    });
    await userEvent.click(screen.getByRole('link', { name: 'Бренды' }));

    expect(screen.getByText('Все бренды')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'адрес' })).toHaveTextContent('/brands');
  });
});
