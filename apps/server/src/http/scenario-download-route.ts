import type { FastifyInstance } from 'fastify';
import { SCENARIO_DOWNLOAD_PATH, ScenarioDownloadParams } from '@sym/contracts';
import { AppError } from '../errors/app-error.ts';
import { DOCUMENT_WINDOW_SECONDS } from '../media/media-access.ts';
import { attachmentDisposition } from '../modules/downloads/download-file-name.ts';
import { ScenarioDownloadService } from '../modules/downloads/scenario-download.service.ts';
import type { Services } from '../operations/services.ts';

/**
 * GET /api/scenarios/:id/download/:format (HTTP only, signed in, read access): the episode's shot list as CSV
 * or PDF, or its edit as a CMX 3600 EDL or an OpenTimelineIO file, sent as an attachment. The CSV and OTIO link
 * to the media with addresses signed for DOCUMENT_WINDOW_SECONDS (a week or two), since they are opened later.
 */
export function registerScenarioDownloadRoute(app: FastifyInstance, services: Services, publicUrl: string): void {
  const downloads = new ScenarioDownloadService({
    scenarios: services.scenarios,
    shots: services.shots,
    tracks: services.tracks,
    voiceClips: services.voiceClips,
    media: services.files,
    publicUrl,
    signLinks: (value) => services.mediaAccess.signPathsFor(value, DOCUMENT_WINDOW_SECONDS),
  });
  app.get(SCENARIO_DOWNLOAD_PATH, async (request, reply) => {
    const user = request.identity?.user;
    if (!user) throw new AppError('UNAUTHORIZED');
    const { id, format } = ScenarioDownloadParams.parse(request.params);
    const file = await downloads.download(user.id, id, format);
    return (
      reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('content-length', file.body.length)
        // The files hold the episode's text: private to the signed-in user, always rebuilt from the current edit.
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.body)
    );
  });
}
