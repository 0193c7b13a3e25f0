import type { VoiceClip } from '@sym/contracts';
import { dataOf } from './fixtures.ts';
import type { TestServer } from './test-server.ts';

/** Polls an episode's clips (GET `clipsPath`) until this one is no longer pending: ready, or failed. */
export async function settledClip(
  server: TestServer,
  token: string,
  clipsPath: string,
  clipId: string,
): Promise<VoiceClip> {
  for (;;) {
    const clip = dataOf<VoiceClip[]>(await server.request('GET', clipsPath, { token })).find(
      (row) => row.id === clipId,
    );
    if (!clip) throw new Error(`clip ${clipId} is gone`);
    if (clip.status !== 'pending') return clip;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
