import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
}

/** Shows `fallback` instead of a subtree that threw; remount it (new `key`) to try again. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: Error | null }> {
  // Set in the constructor, not as a class field: a field compiles to a defineProperty helper,
  // bytes on the sign-in page's path.
  constructor(props: ErrorBoundaryProps) {
    super(props);
    this.state = { error: null };
  }

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A part of the portal failed:', error, info.componentStack);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
