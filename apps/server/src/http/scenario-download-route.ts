import type { FastifyInstance } from 'fastify';
import {
  SCENARIO_DOWNLOAD_PATH,
  ScenarioDownloadParams,
  StoryboardPdfOptions,
  featureOfDownload,
  type Tier,
} from '@sym/contracts';
import { AppError } from '../errors/app-error.ts';
import { DOCUMENT_WINDOW_SECONDS } from '../media/media-access.ts';
import { attachmentDisposition } from '../modules/downloads/download-file-name.ts';
import { ScenarioDownloadService } from '../modules/downloads/scenario-download.service.ts';
import { entitlementOf } from '../operations/entitlement.ts';
import { assertFeature } from '../operations/feature-guard.ts';
import { tierFromHeaders } from '../operations/operation-input.ts';
import type { Services } from '../operations/services.ts';

/**
 * GET /api/scenarios/:id/download/:format (HTTP only, signed in, read access): the episode's storyboard as a PDF
 * (laid out by the StoryboardPdfOptions query: panels, orientation, fields, comments, approvals), its shot list as
 * CSV, its edit as a CMX 3600 EDL, OpenTimelineIO, Final Cut Pro XML or FCP7 XML file or as a zip package with its
 * media, or its subtitles as SubRip or WebVTT, in the main language or the `language` query's, sent as an attachment. The CSV and OTIO link to the media with addresses signed for DOCUMENT_WINDOW_SECONDS (a week or two),
 * since they are opened later. The PDF's pages carry the white label of the project (its team's, else the site's),
 * else the brand of the edition the request is for (X-App-Tier, else the site's).
 */
export function registerScenarioDownloadRoute(
  app: FastifyInstance,
  services: Services,
  site: { publicUrl: string; tier: Tier },
): void {
  const downloads = new ScenarioDownloadService({
    scenarios: services.scenarios,
    projects: services.projects,
    shots: services.shots,
    scenes: services.scenes,
    tracks: services.tracks,
    voiceClips: services.voiceClips,
    comments: services.comments,
    approvals: services.approvals,
    media: services.files,
    publicUrl: site.publicUrl,
    signLinks: (value) => services.mediaAccess.signPathsFor(value, DOCUMENT_WINDOW_SECONDS),
    brandOf: (projectId) => services.whiteLabels.documentBrand(projectId),
  });
  app.get(SCENARIO_DOWNLOAD_PATH, async (request, reply) => {
    const user = request.identity?.user;
    if (!user) throw new AppError('UNAUTHORIZED');
    const query = (request.query ?? {}) as Record<string, unknown>;
    const { id, format, language } = ScenarioDownloadParams.parse({
      ...(request.params as object),
      language: query.language,
    });
    // The edit for an editing suite (EDL, OTIO, FCPXML, FCP7, package) is advanced export (feature-gates.ts): the
    // user's tier or the site's.
    const feature = featureOfDownload(format);
    if (feature) assertFeature(entitlementOf(user, site.tier), feature);
    const storyboard = format === 'pdf' ? StoryboardPdfOptions.parse(request.query ?? {}) : undefined;
    const file = await downloads.download(user.id, id, format, {
      storyboard,
      edition: tierFromHeaders(request.headers, site.tier),
      language,
    });
    // The package streams out (its media are read as the zip reaches them): its length is not known ahead.
    if (Buffer.isBuffer(file.body)) reply.header('content-length', file.body.length);
    return (
      reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachmentDisposition(file.fileName))
        // The files hold the episode's text: private to the signed-in user, always rebuilt from the current edit.
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.body)
    );
  });
}
