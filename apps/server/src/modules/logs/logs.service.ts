import type { ErrorLogInput } from '@sym/contracts';

export interface ClientErrorLogger {
  error(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export type LogsService = ReturnType<typeof createLogsService>;

/** Records errors reported by browsers into the server log. */
export function createLogsService() {
  return {
    /** Logs one client error record at its level, tagged so it is not mistaken for a server error. */
    recordClientError(
      input: ErrorLogInput,
      log: ClientErrorLogger,
      client: { userId?: string | undefined; ip: string | null },
    ) {
      const entry = { source: 'client', clientError: input, userId: client.userId, ip: client.ip };
      if (input.level === 'warn') log.warn(entry, 'Client warning reported');
      else log.error(entry, 'Client error reported');
      return { received: true as const };
    },
  };
}
