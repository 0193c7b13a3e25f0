import { Component, type ErrorInfo, type ReactNode } from 'react';
import { createErrorId, reportError } from '../../lib/errors';
import { AppErrorFallback } from './AppErrorFallback';

interface AppErrorBoundaryState {
  errorId: string | null;
}

/** Last line of defence around the whole app (spec §8 'Something went wrong'). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { errorId: null };

  static getDerivedStateFromError(): AppErrorBoundaryState {
    return { errorId: createErrorId() };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError({
      error,
      errorId: this.state.errorId ?? createErrorId(),
      context: { componentStack: info.componentStack },
    });
  }

  private readonly handleReset = () => this.setState({ errorId: null });

  override render() {
    if (this.state.errorId === null) return this.props.children;
    return <AppErrorFallback errorId={this.state.errorId} onReset={this.handleReset} />;
  }
}
