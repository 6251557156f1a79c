import { Component, type ErrorInfo, type ReactNode } from "react";

export interface ErrorBoundaryProps {
  /** What to show instead of the children after they threw; `retry` renders them again. */
  fallback: (retry: () => void, error: unknown) => ReactNode;
  children: ReactNode;
}

/**
 * Catches an error thrown while rendering (e.g. a local query that failed) and shows the fallback,
 * so one broken section shows a message with a retry instead of a blank screen.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: unknown; attempt: number }> {
  override state = { error: null as unknown, attempt: 0 };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("A screen section failed to render", error, info.componentStack);
  }

  retry = () => this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));

  override render() {
    if (this.state.error !== null) return this.props.fallback(this.retry, this.state.error);
    // A new key remounts the children, so their queries start again.
    return <ErrorBoundaryKey key={this.state.attempt}>{this.props.children}</ErrorBoundaryKey>;
  }
}

function ErrorBoundaryKey({ children }: { children: ReactNode }) {
  return children;
}
