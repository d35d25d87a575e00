import { screen } from '@testing-library/react';
import { mockHttp } from 'shared-kit/testing';
import { accountInfo } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PersonalDataPage } from './PersonalDataPage';

describe('PersonalDataPage', () => {
  it('When the account loads, then its fields are listed and empty ones say so', async () => {
    mockHttp({ 'GET /personal/info': { data: accountInfo({ patronymic: '', gender: 'female' }) } });
    renderWithProviders(<PersonalDataPage />, { route: '/personal/data' });

    expect(await screen.findByText('Иванова')).toBeInTheDocument();
    expect(screen.getByText('+7 (916) 123-45-67')).toBeInTheDocument();
    expect(screen.getByText('12 апреля 1990 г.')).toBeInTheDocument();
    expect(screen.getByText('Женский')).toBeInTheDocument();
    expect(screen.getByText('Отчество').nextSibling).toHaveTextContent('Не указано');
  });
});
