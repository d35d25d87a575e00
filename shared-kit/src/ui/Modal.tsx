import { useEffect, useId, useRef, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { messages } from '../messages';
import './ui.css';

/** Props of {@link Modal}. */
export interface ModalProps {
  /** Name of the modal (`cityModal`, `auth`, `leaveApplication-modal`, ...). */
  name: string;
  title: ReactNode;
  onClose: () => void;
  /** Max width in pixels (448 sign-in, 576 request forms, 800 city). */
  maxWidth?: number;
  children?: ReactNode;
}

/** What Tab can reach inside the window. */
const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"]),[contenteditable="true"]';

/**
 * Where each open window returns focus: the element that opened it, or, for a window opened from inside
 * another window (sign-in → registration), where that window would have returned it.
 */
const returnTargets = new WeakMap<Element, HTMLElement | null>();

function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden],[inert]'));
}

/**
 * A dialog over the page (`aria-modal`, named by its title): closes on Escape, the close button or a click
 * on the backdrop. While it is open Tab and Shift+Tab go round inside it; when it closes, focus goes back to
 * what had it before (the button that opened it), if that is still on the page.
 */
export function Modal({ name, title, onClose, maxWidth = 576, children }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    // Opened from inside another window, which is about to close: return where that one would have.
    const outer = opener?.closest('.sk-modal');
    const inherited = outer && outer !== dialog ? (returnTargets.get(outer) ?? null) : null;
    if (dialog) returnTargets.set(dialog, inherited ?? opener);
    dialog?.focus();
    return () => {
      document.removeEventListener('keydown', onKey);
      // Another window may have taken focus meanwhile (sign-in → registration): leave it there.
      const focus = document.activeElement;
      const lost = !focus || focus === document.body || !focus.isConnected || dialog?.contains(focus);
      if (!lost) return;
      const target = [opener, inherited].find((element) => element?.isConnected && !dialog?.contains(element));
      target?.focus();
    };
  }, []);

  const keepFocusInside = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = focusableIn(dialogRef.current);
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className="sk-modal__backdrop"
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        // The press must not move focus to the page behind: it goes back to the opener as the window closes.
        event.preventDefault();
        onClose();
      }}
    >
      <div
        ref={dialogRef}
        className="sk-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-modal={name}
        tabIndex={-1}
        style={{ maxWidth }}
        onKeyDown={keepFocusInside}
      >
        <h2 id={titleId} className="sk-modal__title">
          {title}
        </h2>
        <button type="button" className="sk-modal__close" aria-label={messages.close} onClick={onClose}>
          ×
        </button>
        {children}
      </div>
    </div>,
    document.body,
  );
}
