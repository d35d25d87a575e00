import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Modal } from './Modal';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Войти
      </button>
      <a href="/cart">Корзина</a>
      {open && (
        <Modal name="auth" title="Вход или регистрация" onClose={() => setOpen(false)}>
          <label>
            Электронная почта
            <input type="email" />
          </label>
          <button type="button">Получить код</button>
        </Modal>
      )}
    </>
  );
}

function openWindow() {
  render(<Page />);
  const opener = screen.getByRole('button', { name: 'Войти' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Вход или регистрация' }) };
}

describe('Modal', () => {
  it('When it opens, then it is a modal dialog named by its title and has the focus', () => {
    const { dialog } = openWindow();

    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
  });

  it('When Tab is pressed on the last control, then focus goes round to the first; Shift+Tab on the first goes to the last', () => {
    const { dialog } = openWindow();
    const close = screen.getByRole('button', { name: 'Закрыть' });
    const last = screen.getByRole('button', { name: 'Получить код' });

    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(close).toHaveFocus();

    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();

    // From the window itself (where it starts), Shift+Tab stays inside too.
    dialog.focus();
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
  });

  it('When Tab is pressed in the middle, then the browser moves on as usual', () => {
    openWindow();
    const input = screen.getByLabelText('Электронная почта');
    input.focus();

    const moved = fireEvent.keyDown(input, { key: 'Tab' });

    expect(moved).toBe(true);
    expect(input).toHaveFocus();
  });

  it('When it closes by Escape or by the close button, then focus returns to the button that opened it', () => {
    const { opener } = openWindow();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();

    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});
