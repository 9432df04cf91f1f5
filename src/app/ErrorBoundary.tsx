import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** The page's address: a new page starts without the last page's error. */
  resetKey: string;
  onError: (error: unknown, info: ErrorInfo) => void;
  fallback: ReactNode;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
  failedAt: string | null;
}

/** Catches render errors of the page below it; what happens then is the caller's (RouteErrorBoundary). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> {
    if (state.error === null) return { failedAt: props.resetKey };
    if (state.failedAt !== props.resetKey) return { error: null, failedAt: props.resetKey };
    return {};
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError(error, info);
  }

  override render(): ReactNode {
    return this.state.error === null ? this.props.children : this.props.fallback;
  }
}
