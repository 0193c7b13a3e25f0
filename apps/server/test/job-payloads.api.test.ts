import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { queueOfJobKind, serverMessageText, type JobTicket, type UsageEntry } from '@sym/contracts';
import { generationJobs } from '../src/db/schema.ts';
import { dataOf, useTestServer } from './helpers/fixtures.ts';
import { balanceOf, waitForJob } from './helpers/jobs.ts';

// A queued job whose stored request its kind's zod schema rejects (a bad row, a request written by an older
// server) fails with a clear error and gives its credits back; the worker goes on with the next job.

const server = useTestServer();

/** Reserves the credits and records a wizard preview job with `input`, as a request would, then queues it. */
async function queuePreview(holder: { id: string; tier: string }, input: Record<string, unknown>): Promise<JobTicket> {
  const jobId = randomUUID();
  const queue = queueOfJobKind('wizard-asset-preview');
  const { reservations } = server.services.generation;
  await server.database.db.transaction(async (tx) => {
    await reservations.reserve(tx, holder, { id: jobId, kind: 'image' }, 1, 'Image: broken');
    await tx.insert(generationJobs).values({
      id: jobId,
      queue,
      kind: 'image',
      userId: holder.id,
      projectId: null,
      target: { type: 'wizard-asset-preview', previewId: randomUUID() },
      input,
      cost: 1,
    });
  });
  await server.infrastructure.jobQueue.send(queue, jobId);
  return { jobId, queue, cost: 1, targetId: null };
}

describe('a job whose stored request does not parse', () => {
  it('fails with job.invalidPayload and refunds its credit; a good job after it completes', async () => {
    const account = await server.register();
    const token = account.accessToken;
    const before = await balanceOf(server, token);

    const broken = await queuePreview(account.user, { prompt: 42, name: ['not', 'a', 'name'] });
    const failed = await waitForJob(server, token, broken);
    expect(failed.status).toBe('failed');
    expect(failed.errorCode).toBe('job.invalidPayload');
    expect(failed.error).toBe(serverMessageText('job.invalidPayload'));
    expect(await balanceOf(server, token)).toBe(before);
    const usage = dataOf<UsageEntry[]>(await server.request('GET', '/api/credits/usage?limit=10', { token }));
    expect(usage.find((entry) => entry.type === 'refund')?.description).toBe(
      serverMessageText('usage.refund', { reason: serverMessageText('job.invalidPayload') }),
    );

    const good = await queuePreview(account.user, { prompt: 'A lighthouse', name: 'Lighthouse', type: 'location' });
    expect((await waitForJob(server, token, good)).status).toBe('completed');
    expect(await balanceOf(server, token)).toBe(before - 1);
  });
});
