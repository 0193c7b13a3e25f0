import { OPERATION_ROUTES } from '@sym/contracts';

/** Short id shown to the user and sent with the log record, so support can find the entry. */
export function createErrorId(): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `err-${Date.now().toString(36)}-${random}`;
}

export interface ErrorReport {
  error: unknown;
  errorId: string;
  context?: Record<string, unknown>;
}

/**
 * Sends an error record to POST /api/logs/error in production builds only (spec §7). It uses fetch
 * directly rather than the transport, so a failing transport cannot recurse into itself.
 */
export function reportError({ error, errorId, context }: ErrorReport): void {
  console.error(`[${errorId}]`, error);
  if (!import.meta.env.PROD) return;
  const route = OPERATION_ROUTES['logs.error'];
  if (!route) return;
  const base = import.meta.env.VITE_API_BASE_URL ?? '';
  const body = {
    level: 'error',
    message: (error instanceof Error ? error.message : String(error)).slice(0, 5000) || 'Unknown error',
    stack: error instanceof Error ? error.stack?.slice(0, 20_000) : undefined,
    url: window.location.href.slice(0, 2000),
    errorId,
    context,
  };
  void fetch(`${base}${route.path}`, {
    method: route.method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => {
    // Logging is best effort; the console already has the error.
  });
}
