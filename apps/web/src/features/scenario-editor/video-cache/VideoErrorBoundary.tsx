import { VIDEO_MAX_RETRIES } from '@sym/contracts';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { createErrorId, reportError } from '../../../lib/errors';
import { VideoErrorFallback } from './VideoErrorFallback';

interface VideoErrorBoundaryProps {
  children: ReactNode;
  /** Called before the player is rendered again after Try Again. */
  onRetry?: () => void;
}

interface VideoErrorBoundaryState {
  hasError: boolean;
  retries: number;
}

/**
 * Catches a crashing video player (spec §8 'Video Error'): Try Again renders it anew up to VIDEO_MAX_RETRIES
 * times, then only a page refresh is offered.
 */
export class VideoErrorBoundary extends Component<VideoErrorBoundaryProps, VideoErrorBoundaryState> {
  override state: VideoErrorBoundaryState = { hasError: false, retries: 0 };

  static getDerivedStateFromError(): Partial<VideoErrorBoundaryState> {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError({
      error,
      errorId: createErrorId(),
      context: { feature: 'video-player', retries: this.state.retries, componentStack: info.componentStack },
    });
  }

  private readonly handleRetry = () => {
    this.props.onRetry?.();
    this.setState((state) => ({ hasError: false, retries: state.retries + 1 }));
  };

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <VideoErrorFallback
        attemptsLeft={Math.max(0, VIDEO_MAX_RETRIES - this.state.retries)}
        onRetry={this.handleRetry}
      />
    );
  }
}
