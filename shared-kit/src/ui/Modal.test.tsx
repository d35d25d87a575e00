import { fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
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

/** Sign-in whose code opens registration over it; the sign-in window closes once registration is open. */
function ChainedWindows() {
  const [auth, setAuth] = useState(false);
  const [registration, setRegistration] = useState(false);
  useEffect(() => {
    if (registration) setAuth(false);
  }, [registration]);
  return (
    <>
      <button type="button" onClick={() => setAuth(true)}>
        Профиль
      </button>
      {auth && (
        <Modal name="auth" title="Вход или регистрация" onClose={() => setAuth(false)}>
          <button type="button" onClick={() => setRegistration(true)}>
            Подтвердить
          </button>
        </Modal>
      )}
      {registration && (
        <Modal name="registration" title="Регистрация" onClose={() => setRegistration(false)}>
          <button type="button">Зарегистрироваться</button>
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

  it('When it closes by a press outside it, then focus returns to the button that opened it', () => {
    const { opener, dialog } = openWindow();
    screen.getByLabelText('Электронная почта').focus();

    const pressDone = fireEvent.mouseDown(dialog.parentElement!);

    // The browser's own focus change of the press is held back, or it would take focus from the opener again.
    expect(pressDone).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('When a window opened from inside another one closes, then focus returns to the button that opened the first', () => {
    render(<ChainedWindows />);
    const opener = screen.getByRole('button', { name: 'Профиль' });
    opener.focus();
    fireEvent.click(opener);
    const confirm = screen.getByRole('button', { name: 'Подтвердить' });
    confirm.focus();

    fireEvent.click(confirm);
    const registration = screen.getByRole('dialog', { name: 'Регистрация' });
    expect(registration).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});
