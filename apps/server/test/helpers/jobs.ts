import type { Job, JobTicket } from '@sym/contracts';
import { dataOf } from './fixtures.ts';
import type { TestServer } from './test-server.ts';

/** Polls a job like the client does (but faster) until it is completed, failed or not_found. */
export async function waitForJob(
  server: TestServer,
  token: string,
  ticket: JobTicket,
  timeoutMs = 60_000,
): Promise<Job> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = dataOf<Job>(await server.request('GET', `/api/jobs/${ticket.queue}/${ticket.jobId}`, { token }));
    if (job.status === 'completed' || job.status === 'failed' || job.status === 'not_found') return job;
    if (Date.now() > deadline) throw new Error(`job ${ticket.jobId} still ${job.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The caller's balance. */
export async function balanceOf(server: TestServer, token: string): Promise<number> {
  return dataOf<{ balance: number }>(await server.request('GET', '/api/credits/balance', { token })).balance;
}
