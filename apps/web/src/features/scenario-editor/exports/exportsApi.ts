import {
  SCENARIO_DOWNLOAD_PATH,
  type ScenarioDownloadFormat,
  type ExportCodec,
  type ExportKind,
  type ExportResolution,
  type Language,
  type SubtitleOptions,
} from '@sym/contracts';
import { call, httpClient } from '../../../lib/transport';
import { fileNameFromDisposition } from './saveDownload';

/** What the export form sends (scenario.export.create). */
export interface ExportStartInput {
  name: string;
  kind: ExportKind;
  resolution: ExportResolution;
  codec?: ExportCodec;
  subtitles: boolean;
  subtitleOptions?: SubtitleOptions;
  /** The audio and subtitle streams' languages, the first the default; the episode's main one when absent. */
  languages?: Language[];
}

/** Downloads take longer than a JSON call: a PDF with many thumbnails is built on request. */
const DOWNLOAD_TIMEOUT_MS = 120_000;

export const exportKeys = {
  list: (scenarioId: string) => ['scenario', scenarioId, 'exports'] as const,
};

/** The exports of an episode and their share links (spec §7 scenario.export*, scenario.share*). */
export const exportsApi = {
  list: (scenarioId: string) => call('scenario.exports.list', { id: scenarioId }),
  get: (scenarioId: string, exportId: string) => call('scenario.export.get', { id: scenarioId, exportId }),
  create: (scenarioId: string, input: ExportStartInput) => call('scenario.export.create', { id: scenarioId, ...input }),
  rename: (scenarioId: string, exportId: string, name: string) =>
    call('scenario.export.update', { id: scenarioId, exportId, name }),
  delete: (scenarioId: string, exportId: string) => call('scenario.export.delete', { id: scenarioId, exportId }),
  share: (scenarioId: string, exportId: string) => call('scenario.share.create', { id: scenarioId, exportId }),
  revokeShare: (scenarioId: string, shareId: string) => call('scenario.share.revoke', { id: scenarioId, shareId }),

  /**
   * A shot list or edit file of the episode. Fetched through the HTTP client because the route needs the
   * bearer token (a plain link would not carry it); the file name comes from Content-Disposition. `query` lays
   * out the storyboard PDF (storyboardPdfQuery).
   */
  async download(
    scenarioId: string,
    format: ScenarioDownloadFormat,
    query?: Record<string, string>,
  ): Promise<{ blob: Blob; fileName: string }> {
    const path = SCENARIO_DOWNLOAD_PATH.replace(':id', encodeURIComponent(scenarioId)).replace(':format', format);
    const response = await httpClient.request<Response>({
      method: 'GET',
      path,
      ...(query && { query }),
      raw: true,
      timeoutMs: DOWNLOAD_TIMEOUT_MS,
    });
    const fallback = `episode.${format}`;
    return {
      blob: await response.blob(),
      fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallback,
    };
  },
};
