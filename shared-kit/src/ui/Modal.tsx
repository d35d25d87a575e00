import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { messages } from '../messages';
import './ui.css';

/** Props of {@link Modal}. */
export interface ModalProps {
  /** Name of the modal (spec §2: `cityModal`, `auth`, `leaveApplication-modal`, ...). */
  name: string;
  title: ReactNode;
  onClose: () => void;
  /** Max width in pixels (spec §9: 448 sign-in, 576 request forms, 800 city). */
  maxWidth?: number;
  children?: ReactNode;
}

/** A dialog over the page: closes on Escape, the close button or a click on the backdrop. */
export function Modal({ name, title, onClose, maxWidth = 576, children }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    const previous = document.activeElement as HTMLElement | null;
    dialogRef.current?.focus();
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [onClose]);

  return createPortal(
    <div
      className="sk-modal__backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
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
