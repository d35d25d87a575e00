import type { ReactNode } from 'react';

interface IconButtonProps {
  label: string;
  expanded: boolean;
  popupId: string;
  onToggle: () => void;
  children: ReactNode;
}

/** A header icon that opens its popup. */
export function IconButton({ label, expanded, popupId, onToggle, children }: IconButtonProps) {
  return (
    <button
      type="button"
      className="mfa-hp__icon"
      aria-label={label}
      aria-expanded={expanded}
      aria-controls={expanded ? popupId : undefined}
      onClick={onToggle}
    >
      {children}
    </button>
  );
}
