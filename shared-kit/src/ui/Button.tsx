import type { ButtonHTMLAttributes } from 'react';
import './ui.css';

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost';
}

/** The shop's button. */
export function Button({ variant = 'primary', className, type = 'button', ...rest }: ButtonProps) {
  const classes = ['sk-btn', variant !== 'primary' && `sk-btn--${variant}`, className].filter(Boolean);
  return <button type={type} className={classes.join(' ')} {...rest} />;
}
