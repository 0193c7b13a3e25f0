import type { MailLogger, Mailer } from './mailer.ts';

/**
 * Mail work done after the answer has left: a request's answer never waits on (or tells anything by the time of)
 * a mail server. A failing task is logged, never thrown. `whenIdle` resolves once every task started so far is
 * done, for tests and a graceful stop.
 */
export class Outbox {
  private readonly pending = new Set<Promise<void>>();

  constructor(readonly mailer: Mailer) {}

  /** Runs the task in the background; its failure is logged. */
  later(task: () => Promise<unknown>, log: MailLogger): void {
    const running: Promise<void> = Promise.resolve()
      .then(task)
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, 'Mail task failed'),
      )
      .finally(() => this.pending.delete(running));
    this.pending.add(running);
  }

  /** Resolves when every task started so far has finished. */
  async whenIdle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
