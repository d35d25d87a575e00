import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Props of {@link ErrorBoundary}. */
export interface ErrorBoundaryProps {
  /** What to show instead of the failed children (a function receives the error). */
  fallback: ReactNode | ((error: Error) => ReactNode);
  /** When any of these change, the boundary tries its children again (for example the pathname). */
  resetKeys?: readonly unknown[];
  /** Reports the failure (the shop logs it; it never reaches the customer). */
  onError?: (error: Error, info: ErrorInfo) => void;
  children?: ReactNode;
}

interface ErrorBoundaryState {
  error: Error | null;
  keys: readonly unknown[];
}

/** Catches a render failure below it and shows a quiet fallback instead of a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, keys: this.props.resetKeys ?? [] };

  static getDerivedStateFromError(error: Error): Partial<ErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    const keys = props.resetKeys ?? [];
    const changed = keys.length !== state.keys.length || keys.some((key, i) => !Object.is(key, state.keys[i]));
    return changed ? { error: null, keys } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (this.props.onError) this.props.onError(error, info);
    else console.error('[shop] render failed', error);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return typeof this.props.fallback === 'function' ? this.props.fallback(error) : this.props.fallback;
  }
}
