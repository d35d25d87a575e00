import { Component, type ReactNode } from 'react';

/** Props of {@link CatchError}. */
export interface CatchErrorProps {
  onError: (error: unknown) => void;
  children: ReactNode;
}

/** Catches what its children throw while rendering (as the shell's boundary would) and hands it to `onError`. */
export class CatchError extends Component<CatchErrorProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}
