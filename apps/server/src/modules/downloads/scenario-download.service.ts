import {
  brandTitleOf,
  episodeLanguages,
  linesInLanguage,
  TIMELINE_MESSAGES,
  type Language,
  StoryboardPdfOptions,
  type ApprovalSummary,
  type Project,
  type ReviewComment,
  type Scene,
  type ScenarioDownloadFormat,
  type Scenario,
  type Shot,
  type Tier,
  type Track,
  type VoiceClip,
} from '@sym/contracts';
import type { Readable } from 'node:stream';
import type { MediaStorage } from '../../media/media-storage.ts';
import { validationError } from '../../errors/app-error.ts';
import { buildSrt, buildWebVtt, voiceCues, type SubtitleCue } from '../../media/export/subtitles.ts';
import { timelineOf, type DownloadSource } from './download-source.ts';
import { fileStem } from './download-file-name.ts';
import { buildEdl } from './edl.builder.ts';
import { buildOtio } from './otio.builder.ts';
import { buildFcpxml } from './fcpxml.builder.ts';
import { buildFcp7Xml } from './fcp7-xml.builder.ts';
import { buildEditPackage } from './edit-package.builder.ts';
import { buildShotListCsv } from './shot-list-csv.builder.ts';
import { pictureSize, storyboardPictures } from './storyboard/storyboard-pictures.ts';

/** A built download: its bytes (streamed for the package), content type and the file name to save it as. */
export interface ScenarioDownload {
  body: Buffer | Readable;
  contentType: string;
  fileName: string;
}

/** The reads a download needs, each checking the actor's read access (a stranger gets 404 'Episode not found'). */
export interface ScenarioDownloadDeps {
  scenarios: { get(actorId: string, scenarioId: string): Promise<Scenario> };
  projects: { get(actorId: string, projectId: string): Promise<Pick<Project, 'name'>> };
  shots: { list(actorId: string, scenarioId: string): Promise<Shot[]> };
  /** The episode's scenes: stored ones have an id (the others are a grouping the documents do not show). */
  scenes: { list(actorId: string, scenarioId: string): Promise<Scene[]> };
  tracks: { list(actorId: string, scenarioId: string): Promise<Track[]> };
  voiceClips: { list(actorId: string, scenarioId: string): Promise<VoiceClip[]> };
  /** The PDF's footnotes and approval tags; called once the episode's read access is checked. */
  comments: { listOpenForReview(scenarioId: string): Promise<ReviewComment[]> };
  approvals: { summary(scenarioId: string): Promise<ApprovalSummary> };
  media: Pick<MediaStorage, 'get'>;
  publicUrl: string;
  /**
   * The white label of a project's documents (its team's, else the site's): its product name and its logo as PNG
   * bytes; undefined where none applies and the edition's name shows.
   */
  brandOf?: (projectId: string) => Promise<DocumentBrand | undefined>;
  /**
   * Signs the stored media paths of what a document links to (MediaAccess.signPathsFor with the long document
   * window): the shot list CSV and the OpenTimelineIO file are opened later, outside the app.
   */
  signLinks: <T>(value: T) => T;
}

/** A white label as a document shows it. */
export interface DocumentBrand {
  productName: string | null;
  /** PNG bytes. */
  logo: Uint8Array | null;
}

/** How the PDF is laid out, the edition whose brand its pages carry, and the language of the lines. */
export interface ScenarioDownloadOptions {
  storyboard?: StoryboardPdfOptions;
  edition?: Tier;
  /** One of the episode's languages (422 otherwise); its main language when absent. */
  language?: Language;
}

/**
 * Downloads of an episode: its storyboard (PDF), shot list (CSV), edit (CMX 3600 EDL, OpenTimelineIO, Final Cut
 * Pro XML, FCP7 XML for Premiere) and subtitles (SubRip, WebVTT).
 */
export class ScenarioDownloadService {
  constructor(private readonly deps: ScenarioDownloadDeps) {}

  /**
   * The episode's shot list (csv, pdf), edit (edl, otio, fcpxml, fcp7) or subtitles (srt, vtt); needs read access to the
   * episode.
   */
  async download(
    actorId: string,
    scenarioId: string,
    format: ScenarioDownloadFormat,
    options: ScenarioDownloadOptions = {},
  ): Promise<ScenarioDownload> {
    const scenario = await this.deps.scenarios.get(actorId, scenarioId);
    const language = options.language ?? scenario.contentLanguage;
    if (!episodeLanguages(scenario).includes(language)) {
      throw validationError('language', TIMELINE_MESSAGES.languageNotInEpisode);
    }
    const [shots, tracks, clips, scenes] = await Promise.all([
      this.deps.shots.list(actorId, scenarioId),
      this.deps.tracks.list(actorId, scenarioId),
      this.deps.voiceClips.list(actorId, scenarioId),
      this.deps.scenes.list(actorId, scenarioId),
    ]);
    const voiceClips = linesInLanguage(clips, language, scenario.contentLanguage);
    const source: DownloadSource = {
      scenarioName: scenario.name,
      aspectRatio: scenario.aspectRatio,
      shots,
      tracks,
      voiceClips,
      scenes: scenes.filter((scene) => scene.id !== null),
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
    // Subtitles in a further language are named the way players find them beside a video: "Name.de.srt".
    const subtitleStem = options.language ? `${stem}.${language}` : stem;
    switch (format) {
      case 'csv':
        return {
          body: Buffer.from(buildShotListCsv(linked), 'utf8'),
          contentType: 'text/csv; charset=utf-8',
          fileName: `${stem} - shot list.csv`,
        };
      case 'pdf': {
        const bytes = await this.storyboardPdf(actorId, scenario, source, options);
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
      case 'fcpxml': {
        const comments = await this.deps.comments.listOpenForReview(scenario.id);
        return {
          body: Buffer.from(buildFcpxml(linked, { comments, language }), 'utf8'),
          contentType: 'application/xml; charset=utf-8',
          fileName: `${stem}.fcpxml`,
        };
      }
      case 'fcp7': {
        const comments = await this.deps.comments.listOpenForReview(scenario.id);
        return {
          body: Buffer.from(buildFcp7Xml(linked, { comments }), 'utf8'),
          contentType: 'application/xml; charset=utf-8',
          fileName: `${stem} (Premiere).xml`,
        };
      }
      case 'package': {
        const body = await buildEditPackage({
          source,
          stem,
          comments: await this.deps.comments.listOpenForReview(scenario.id),
          language,
          cues: subtitleCues(source),
          // The main language's and every language the lines have been translated into, beside the chosen one's.
          translatedCues: episodeLanguages(scenario)
            .filter((other) => other !== language && isHeardIn(clips, other, scenario.contentLanguage))
            .map((other) => ({
              language: other,
              cues: subtitleCues({ ...source, voiceClips: linesInLanguage(clips, other, scenario.contentLanguage) }),
            })),
          media: this.deps.media,
        });
        return { body, contentType: 'application/zip', fileName: `${stem} - edit package.zip` };
      }
      case 'srt':
        return {
          body: Buffer.from(buildSrt(subtitleCues(source)), 'utf8'),
          contentType: 'application/x-subrip; charset=utf-8',
          fileName: `${subtitleStem}.srt`,
        };
      case 'vtt':
        return {
          body: Buffer.from(buildWebVtt(subtitleCues(source)), 'utf8'),
          contentType: 'text/vtt; charset=utf-8',
          fileName: `${subtitleStem}.vtt`,
        };
    }
  }

  /** The storyboard PDF with the project's name, and the open comments and approvals when asked for. */
  private async storyboardPdf(
    actorId: string,
    scenario: Scenario,
    source: DownloadSource,
    options: ScenarioDownloadOptions,
  ): Promise<Uint8Array> {
    const layout = options.storyboard ?? StoryboardPdfOptions.parse({});
    const [project, comments, approvals, brand] = await Promise.all([
      this.deps.projects.get(actorId, scenario.projectId),
      layout.comments ? this.deps.comments.listOpenForReview(scenario.id) : null,
      layout.approvals ? this.deps.approvals.summary(scenario.id) : null,
      this.deps.brandOf?.(scenario.projectId),
    ]);
    const pictures = await storyboardPictures(
      this.deps.media,
      source.shots,
      pictureSize(layout.panels, scenario.aspectRatio),
    );
    // pdf-lib is a few hundred modules: loaded with the first PDF rather than at every start.
    const { buildStoryboardPdf } = await import('./storyboard/storyboard-pdf.builder.ts');
    return buildStoryboardPdf({
      source,
      projectName: project.name,
      brand: brand?.productName ?? brandTitleOf(options.edition),
      logo: brand?.logo ?? undefined,
      pictures,
      comments,
      approvals,
      options: layout,
    });
  }
}

/** Whether the episode's lines exist in `language`: its main one, or one a line has a translation into. */
function isHeardIn(clips: readonly VoiceClip[], language: string, main: string): boolean {
  return language === main || clips.some((clip) => clip.sourceClipId !== null && clip.language === language);
}

/** The episode's subtitles: its spoken lines where the timeline plays them (the cues a subtitled export burns in). */
function subtitleCues(source: DownloadSource): SubtitleCue[] {
  const timeline = timelineOf(source);
  const texts = new Map(source.voiceClips.map((clip) => [clip.id, clip.text]));
  return voiceCues(timeline.audio, texts, timeline.duration);
}
