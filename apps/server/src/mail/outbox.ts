import type { MailLogger, Mailer } from './mailer.ts';

export type Outbox = ReturnType<typeof createOutbox>;

/**
 * Mail work done after the answer has left: a request's answer never waits on (or tells anything by the time of)
 * a mail server. A failing task is logged, never thrown. `whenIdle` resolves once every task started so far is
 * done, for tests and a graceful stop.
 */
export function createOutbox(mailer: Mailer) {
  const pending = new Set<Promise<void>>();
  return {
    mailer,
    /** Runs the task in the background; its failure is logged. */
    later(task: () => Promise<unknown>, log: MailLogger): void {
      const running = Promise.resolve()
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error }, 'Mail task failed'),
        )
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    /** Resolves when every task started so far has finished. */
    async whenIdle(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
