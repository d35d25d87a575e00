import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from './ErrorBoundary';

function Broken({ fail }: { fail: boolean }): React.ReactNode {
  if (fail) throw new Error('boom');
  return <p>Страница работает</p>;
}

describe('ErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('When a child throws, then the fallback receives the error', () => {
    render(
      <ErrorBoundary fallback={(error) => <p>Ошибка: {error.message}</p>} onError={() => undefined}>
        <Broken fail />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Ошибка: boom')).toBeInTheDocument();
  });

  it('When a reset key changes, then the children are tried again', () => {
    const { rerender } = render(
      <ErrorBoundary fallback={<p>Сбой</p>} resetKeys={['/a']} onError={() => undefined}>
        <Broken fail />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Сбой')).toBeInTheDocument();

    rerender(
      <ErrorBoundary fallback={<p>Сбой</p>} resetKeys={['/b']} onError={() => undefined}>
        <Broken fail={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Страница работает')).toBeInTheDocument();
  });
});
