import type { z } from 'zod';
import { UPLOAD_CONTRACTS, type UploadContract, type UploadName } from '@sym/contracts';
import type { Services } from '../operations/services.ts';

type UploadAnswer<N extends UploadName> = z.input<(typeof UPLOAD_CONTRACTS)[N]['output']>;

/**
 * The success envelope of an upload. Its data must have the type of the upload contract's output, and API tests
 * (RESPONSE_CHECK) check the JSON too, as they do every operation's answer.
 */
export function uploadAnswer<N extends UploadName>(services: Services, name: N, data: UploadAnswer<N>) {
  services.responseCheck?.check(name, UPLOAD_CONTRACTS[name] as UploadContract, data);
  return { success: true as const, data };
}
