import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { tree } from '../../../test/fixtures';
import { CategoryGroups } from './CategoryGroups';

describe('CategoryGroups', () => {
  it('When a top-level category is shown, then each group links to its page with its leaves under it', () => {
    render(
      <MemoryRouter>
        <CategoryGroups groups={tree[1].children} block="mfc-root" />
      </MemoryRouter>,
    );

    const face = screen.getByRole('link', { name: 'Уход за лицом' });
    expect(face).toHaveAttribute('href', '/category/kosmetika/uhod-za-licom');
    const group = face.closest('li') as HTMLElement;
    expect(within(group).getByRole('link', { name: 'Кремы' })).toHaveAttribute(
      'href',
      '/category/kosmetika/uhod-za-licom/kremy',
    );
    // A group without a third level has no empty list under it.
    const body = screen.getByRole('link', { name: 'Уход за телом' }).closest('li') as HTMLElement;
    expect(within(body).queryByRole('list')).not.toBeInTheDocument();
  });
});
