import type { Job } from '@sym/contracts';

/** The url of the media a finished job made (`result.url`), if it reports one. */
export function resultUrlOf(job: Job | null): string | null {
  const url = job?.result?.url;
  return typeof url === 'string' && url.length > 0 ? url : null;
}
