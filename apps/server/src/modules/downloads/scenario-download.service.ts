import type { Readable } from 'node:stream';
import type { ScenarioDownloadFormat, Scenario, Shot, Track, VoiceClip } from '@sym/contracts';
import { mediaKeyOfUrl, type MediaStorage } from '../../media/media-storage.ts';
import { loadSharp } from '../../media/load-sharp.ts';
import { MAX_INPUT_PIXELS } from '../../media/thumbnails.ts';
import type { DownloadSource } from './download-source.ts';
import { fileStem } from './download-file-name.ts';
import { buildEdl } from './edl.builder.ts';
import { buildOtio } from './otio.builder.ts';
import { buildShotListCsv } from './shot-list-csv.builder.ts';
import type { ShotThumbnails } from './shot-list-pdf.builder.ts';

/** A built download: its bytes, content type and the file name to save it as. */
export interface ScenarioDownload {
  body: Buffer;
  contentType: string;
  fileName: string;
}

/** The reads a download needs, each checking the actor's read access (a stranger gets 404 'Episode not found'). */
export interface ScenarioDownloadDeps {
  scenarios: { get(actorId: string, scenarioId: string): Promise<Scenario> };
  shots: { list(actorId: string, scenarioId: string): Promise<Shot[]> };
  tracks: { list(actorId: string, scenarioId: string): Promise<Track[]> };
  voiceClips: { list(actorId: string, scenarioId: string): Promise<VoiceClip[]> };
  media: Pick<MediaStorage, 'get'>;
  publicUrl: string;
  /**
   * Signs the stored media paths of what a document links to (MediaAccess.signPathsFor with the long document
   * window): the shot list CSV and the OpenTimelineIO file are opened later, outside the app.
   */
  signLinks: <T>(value: T) => T;
}

/** Longest side of a thumbnail in the PDF, in pixels: sharp at print size without making the file heavy. */
const PDF_THUMB_SIDE = 480;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Downloads of an episode: its shot list (CSV, PDF) and its edit (CMX 3600 EDL, OpenTimelineIO). */
export class ScenarioDownloadService {
  constructor(private readonly deps: ScenarioDownloadDeps) {}

  /** The episode's shot list (csv, pdf) or edit (edl, otio); needs read access to the episode. */
  async download(actorId: string, scenarioId: string, format: ScenarioDownloadFormat): Promise<ScenarioDownload> {
    const scenario = await this.deps.scenarios.get(actorId, scenarioId);
    const [shots, tracks, voiceClips] = await Promise.all([
      this.deps.shots.list(actorId, scenarioId),
      this.deps.tracks.list(actorId, scenarioId),
      this.deps.voiceClips.list(actorId, scenarioId),
    ]);
    const source: DownloadSource = {
      scenarioName: scenario.name,
      aspectRatio: scenario.aspectRatio,
      shots,
      tracks,
      voiceClips,
      publicUrl: this.deps.publicUrl,
    };
    // Documents that link to the files carry signed addresses; the PDF (images inside) and the EDL (file names
    // only) are built from the stored paths.
    const linked: DownloadSource = {
      ...source,
      shots: this.deps.signLinks(shots),
      tracks: this.deps.signLinks(tracks),
      voiceClips: this.deps.signLinks(voiceClips),
    };
    const stem = fileStem(scenario.name);
    switch (format) {
      case 'csv':
        return {
          body: Buffer.from(buildShotListCsv(linked), 'utf8'),
          contentType: 'text/csv; charset=utf-8',
          fileName: `${stem} - shot list.csv`,
        };
      case 'pdf': {
        // pdf-lib is a few hundred modules: loaded with the first PDF rather than at every start.
        const { buildShotListPdf } = await import('./shot-list-pdf.builder.ts');
        const bytes = await buildShotListPdf(source, await this.thumbnailsOf(shots));
        return { body: Buffer.from(bytes), contentType: 'application/pdf', fileName: `${stem} - shot list.pdf` };
      }
      case 'edl':
        return {
          body: Buffer.from(buildEdl(source), 'utf8'),
          contentType: 'text/plain; charset=utf-8',
          fileName: `${stem}.edl`,
        };
      case 'otio':
        return {
          body: Buffer.from(`${JSON.stringify(buildOtio(linked), null, 2)}\n`, 'utf8'),
          contentType: 'application/json; charset=utf-8',
          fileName: `${stem}.otio`,
        };
    }
  }

  /** A stored image shrunk to a JPEG for the PDF; undefined for outside URLs and unreadable files. */
  private async thumbnailOf(imageUrl: string | null | undefined) {
    const key = mediaKeyOfUrl(imageUrl);
    if (!key) return undefined;
    const stored = await this.deps.media.get(key);
    if (!stored) return undefined;
    const sharp = await loadSharp();
    try {
      const bytes = await sharp(await readAll(stored.stream), { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize(PDF_THUMB_SIDE, PDF_THUMB_SIDE, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 80 })
        .toBuffer();
      return { bytes: new Uint8Array(bytes), format: 'jpg' as const };
    } catch {
      // A file sharp cannot decode leaves its row with the "No image" box rather than failing the download.
      return undefined;
    }
  }

  /** The PDF's thumbnails of the shots that show a stored image. */
  private async thumbnailsOf(shots: readonly Shot[]): Promise<ShotThumbnails> {
    const thumbnails = new Map<string, { bytes: Uint8Array; format: 'jpg' }>();
    // One at a time: decoding many large images at once would spike memory for one download.
    for (const shot of shots) {
      const thumbnail = await this.thumbnailOf(shot.imageUrl);
      if (thumbnail) thumbnails.set(shot.id, thumbnail);
    }
    return thumbnails;
  }
}
