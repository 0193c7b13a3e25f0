import type { ErrorLogInput } from '@sym/contracts';
import type { ClientLogLimit, ClientLogSender } from '../rate-limit/request-limits.ts';

export interface ClientErrorLogger {
  error(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/**
 * Characters of a report's `context` (as JSON) kept in the log: enough for the app's own context (route, ids,
 * state names), while a report cannot fill the log with megabytes. A larger context is replaced by its size.
 */
export const CLIENT_LOG_CONTEXT_MAX_CHARS = 8_000;

export interface LogsServiceDeps {
  /** Counts each report against its address and user; throws RATE_LIMITED when over. */
  limit: Pick<ClientLogLimit, 'hit'>;
}

/** The context as logged: itself when small, else a note of its size in its place. */
function cappedContext(context: ErrorLogInput['context']): ErrorLogInput['context'] {
  if (context === undefined) return undefined;
  const size = JSON.stringify(context).length;
  if (size <= CLIENT_LOG_CONTEXT_MAX_CHARS) return context;
  return { omitted: `context of ${size} characters, over the ${CLIENT_LOG_CONTEXT_MAX_CHARS} kept` };
}

/** Records errors reported by browsers into the server log, within the report limits. */
export class LogsService {
  constructor(private readonly deps: LogsServiceDeps) {}

  /**
   * Logs one client error record at its level, tagged so it is not mistaken for a server error. Open before
   * sign-in (start-up errors), so it is limited per address (and per user when signed in): 429 when over.
   */
  async recordClientError(input: ErrorLogInput, log: ClientErrorLogger, client: ClientLogSender) {
    await this.deps.limit.hit(client);
    const clientError = { ...input, context: cappedContext(input.context) };
    const entry = { source: 'client', clientError, userId: client.userId, ip: client.ip };
    if (input.level === 'warn') log.warn(entry, 'Client warning reported');
    else log.error(entry, 'Client error reported');
    return { received: true as const };
  }
}
