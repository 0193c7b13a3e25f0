import { Component, type ErrorInfo, type ReactNode } from 'react';
import { createErrorId, reportError } from '../lib/errors';
import { FeatureErrorFallback } from './FeatureErrorFallback';

interface FeatureErrorBoundaryProps {
  children: ReactNode;
  /** Name of the feature, sent with the error report. */
  feature: string;
  /** One-line fallback ('This feature is temporarily unavailable.' with Retry) for small widgets. */
  isMinimal?: boolean;
  /** Called before the children are rendered again after Try Again / Retry. */
  onReset?: () => void;
}

interface FeatureErrorBoundaryState {
  errorId: string | null;
}

/** Keeps a failing feature from taking down the page around it (spec §8 'Feature Error'). */
export class FeatureErrorBoundary extends Component<FeatureErrorBoundaryProps, FeatureErrorBoundaryState> {
  override state: FeatureErrorBoundaryState = { errorId: null };

  static getDerivedStateFromError(): FeatureErrorBoundaryState {
    return { errorId: createErrorId() };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError({
      error,
      errorId: this.state.errorId ?? createErrorId(),
      context: { feature: this.props.feature, componentStack: info.componentStack },
    });
  }

  private readonly handleReset = () => {
    this.props.onReset?.();
    this.setState({ errorId: null });
  };

  override render() {
    if (this.state.errorId === null) return this.props.children;
    return <FeatureErrorFallback isMinimal={this.props.isMinimal ?? false} onReset={this.handleReset} />;
  }
}
