import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FacetDto } from 'shared-kit/contracts';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { FilterChips } from './FilterChips';
import { FilterPanel } from './FilterPanel';

/** A facet of a property of the shop's 1C catalogue, as the API sends it. */
const TASTE: FacetDto = {
  key: 'prop_12',
  type: 'checkbox',
  title: 'Вкус',
  values: [
    { value: 40, title: 'Ваниль', count: 2, selected: false },
    { value: 41, title: 'Клубника, банан', count: 1, selected: false },
    { value: 42, title: 'Шоколад', count: 3, selected: false },
  ],
};

function Filters() {
  return (
    <>
      <FilterChips facets={[TASTE]} />
      <FilterPanel facets={[TASTE]} />
    </>
  );
}

const location = () => screen.getByTestId('location').textContent ?? '';

describe('facets of 1C properties', () => {
  it('When the customer checks property values, then the address names them by the facet key, a chip shows each and «Сбросить все» clears them', async () => {
    renderWithProviders(<Filters />, { route: '/category/sport?sorting=new&page=2' });
    const taste = within(screen.getByRole('group', { name: 'Вкус' }));
    expect(taste.getByRole('checkbox', { name: 'Клубника, банан' })).toHaveAccessibleDescription('1');

    await userEvent.click(taste.getByRole('checkbox', { name: 'Шоколад' }));
    await userEvent.click(taste.getByRole('checkbox', { name: 'Клубника, банан' }));

    expect(location()).toBe('/category/sport?sorting=new&prop_12=42,41');
    expect(taste.getByRole('checkbox', { name: 'Шоколад' })).toBeChecked();
    expect(screen.getByRole('button', { name: /Шоколад/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Сбросить все' }));

    expect(location()).toBe('/category/sport?sorting=new');
  });
});
