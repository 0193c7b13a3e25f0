import type { TestServer } from './test-server.ts';
import { wavBytes } from './audio-bytes.ts';
import { dataOf, uploadFile } from './fixtures.ts';

export { encodedTone, wavBytes } from './audio-bytes.ts';

export interface UploadedAudioAnswer {
  url: string;
  contentType: string;
  size: number;
  duration: number;
}

/** Uploads audio to an episode through the API and answers the AudioUpload. */
export async function uploadAudio(
  server: TestServer,
  token: string,
  scenarioId: string,
  bytes: Uint8Array = wavBytes(1.5),
  name = 'tone.wav',
): Promise<UploadedAudioAnswer> {
  return dataOf<UploadedAudioAnswer>(
    await uploadFile(
      server,
      `/api/upload/scenario/${scenarioId}/audio`,
      { bytes, name, type: 'audio/wav', field: 'audio' },
      token,
    ),
  );
}
