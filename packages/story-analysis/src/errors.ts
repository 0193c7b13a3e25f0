/**
 * A failure of the story engine with a message safe to show to the user. Its shape matches what a caller such as
 * the server's text provider needs to map it to its own error type.
 */
export class StoryAnalysisError extends Error {
  /** input: the text cannot be read (not a script, an empty cut); unavailable: the engine's thread failed. */
  readonly reason: 'input' | 'unavailable';
  /** Whether trying again may help (a crashed thread restarts on the next call). */
  readonly isRetryable: boolean;

  constructor(
    reason: StoryAnalysisError['reason'],
    message: string,
    options: { isRetryable?: boolean; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'StoryAnalysisError';
    this.reason = reason;
    this.isRetryable = options.isRetryable ?? reason === 'unavailable';
  }
}
