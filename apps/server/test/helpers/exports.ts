import type { Export } from '@sym/contracts';
import { dataOf } from './fixtures.ts';
import type { TestServer } from './test-server.ts';

/**
 * Polls an export (`base` is its episode's `/api/scenarios/{id}`) until it is no longer processing, as its row in
 * the Exports tab would. With `timeoutMs`, an export still processing then fails the test with its progress.
 */
export async function settledExport(
  server: TestServer,
  token: string,
  base: string,
  exportId: string,
  timeoutMs?: number,
): Promise<Export> {
  const deadline = timeoutMs === undefined ? Infinity : Date.now() + timeoutMs;
  for (;;) {
    const row = dataOf<Export>(await server.request('GET', `${base}/exports/${exportId}`, { token }));
    if (row.status !== 'processing') return row;
    if (Date.now() > deadline) throw new Error(`export ${exportId} still processing at ${row.progress}%`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
