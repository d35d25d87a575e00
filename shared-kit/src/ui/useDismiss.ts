import { useEffect, useRef, type RefObject } from 'react';

/** Why a popup was dismissed. */
export type DismissReason = 'outside' | 'escape';

/** Options of {@link useDismiss}. */
export interface DismissOptions {
  /** A touch outside dismisses at once (a full-screen panel on a phone), not only the mouse press after it. */
  touch?: boolean;
}

/**
 * While `active`, a press outside `ref`'s element or the Escape key calls `onDismiss` (dropdowns and
 * header popups close this way).
 */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onDismiss: (reason: DismissReason) => void,
  { touch = false }: DismissOptions = {},
): void {
  // The latest callback, so that a new function each render does not re-subscribe.
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });

  useEffect(() => {
    if (!active) return;
    const onPointer = (event: Event) => {
      if (!ref.current?.contains(event.target as Node)) dismiss.current('outside');
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss.current('escape');
    };
    document.addEventListener('mousedown', onPointer);
    if (touch) document.addEventListener('touchstart', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [ref, active, touch]);
}
