/** A request the renderer cannot draw (impossible size, unreadable reference image), with a message safe to show. */
export class SketchRenderError extends Error {
  /** Always `input`: the renderer is local, so only what it was given can make it fail. */
  readonly reason: 'input';
  /** Never: the same request fails the same way. */
  readonly isRetryable = false;

  constructor(reason: SketchRenderError['reason'], message: string, options: { cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'SketchRenderError';
    this.reason = reason;
  }
}
