import {
  episodeLanguages,
  originalLines,
  TIMELINE_MESSAGES,
  translationOf,
  type Language,
  type LineTranslationInput,
  type TranslateLinesInput,
  type TranslationState,
  type VoiceClip,
} from '@sym/contracts';
import type { ScenarioRow, VoiceClipRow } from '../../db/schema.ts';
import { AppError, validationError } from '../../errors/app-error.ts';
import type { TextProvider } from '../../providers/text/text-provider.ts';
import type { CreditHolder } from '../credits/credits.service.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import type { ScenarioAccess } from '../scenarios/scenario.policy.ts';
import { publishScenarioEvent } from '../shots/scenario-events.ts';
import { presentVoiceClip } from './timeline.presenter.ts';
import { lockScenario } from './timeline-steps.ts';
import type { TimelineRepositories, TimelineStore } from './timeline-store.ts';
import type { VoiceClipSpeaker } from './voice-clip-speaker.ts';
import { characterById, spokenVoice, type ProjectCharacters } from './voice-clip-character.ts';
import { voiceClipNotFound } from './voice-clip.service.ts';

export interface LineTranslationDeps {
  store: TimelineStore;
  access: ScenarioAccess;
  speaker: VoiceClipSpeaker;
  /** The line's speaker lends a translation its rate and pitch. */
  characters: ProjectCharacters;
  /** The text provider of a project (its chosen model, else the site default). */
  text: (projectId: string) => Promise<Pick<TextProvider, 'translateLines'>>;
  events: DomainEvents;
}

/** 422 unless `language` is one of the episode's further languages (the main one needs no translation). */
function assertTranslatable(scenario: ScenarioRow, language: Language): void {
  if (language === scenario.contentLanguage) {
    throw validationError('language', TIMELINE_MESSAGES.translateMainLanguage);
  }
  if (!episodeLanguages(scenario).includes(language))
    throw validationError('language', TIMELINE_MESSAGES.languageNotInEpisode);
}

/** What a translation row holds besides its words: it plays where its source plays, so no track, shot or offset. */
function translationRow(scenario: ScenarioRow, source: VoiceClipRow, language: Language) {
  const placeless = { trackId: null, shotId: null, voice: null, characterId: source.characterId };
  return { scenarioId: scenario.id, sourceClipId: source.id, language, ...placeless };
}

/**
 * The episode's lines in its further languages: translated by the text provider (or kept as they are, marked
 * untranslated, where it cannot translate) or written by hand, and spoken in their language.
 */
export class LineTranslationService {
  constructor(private readonly deps: LineTranslationDeps) {}

  /** Translates every original line that has no translation into `language` yet; answers the new translations. */
  async translate(holder: CreditHolder, input: TranslateLinesInput): Promise<VoiceClip[]> {
    const { scenario } = await this.deps.access.require(holder.id, input.id, 'write');
    assertTranslatable(scenario, input.language);
    const clips = await this.deps.store.voiceClips.listByScenario(scenario.id);
    const sources = originalLines(clips).filter(
      (clip) => clip.text.trim() && !translationOf(clips, clip.id, input.language),
    );
    if (sources.length === 0) return [];
    let words: string[] | null;
    try {
      words = await (
        await this.deps.text(scenario.projectId)
      ).translateLines({
        lines: sources.map((clip) => clip.text),
        from: scenario.contentLanguage,
        to: input.language,
      });
    } catch (error) {
      throw new AppError('SERVER_ERROR', TIMELINE_MESSAGES.translateFailed, undefined, { status: 502, cause: error });
    }
    const made: VoiceClip[] = [];
    for (const [index, source] of sources.entries()) {
      const text = words?.[index]?.trim();
      const row = text
        ? await this.speakTranslation(holder, scenario, source, input.language, text, 'machine')
        : await this.keepUntranslated(scenario, source, input.language);
      if (row) made.push(this.publish(holder.id, scenario, row, 'voiceClip.created'));
    }
    return made;
  }

  /** Writes a line's translation by hand, replacing the one it has, and speaks it in that language. */
  async put(holder: CreditHolder, input: LineTranslationInput): Promise<VoiceClip> {
    const { scenario } = await this.deps.access.require(holder.id, input.id, 'write');
    assertTranslatable(scenario, input.language);
    const source = await this.deps.store.voiceClips.findInScenario(scenario.id, input.clipId);
    if (!source) throw voiceClipNotFound();
    if (source.sourceClipId) throw validationError('clipId', TIMELINE_MESSAGES.translateOriginalOnly);
    const existed = await this.deps.store.voiceClips.findTranslation(source.id, input.language);
    const row = await this.speakTranslation(holder, scenario, source, input.language, input.text, 'manual');
    return this.publish(holder.id, scenario, row, existed ? 'voiceClip.updated' : 'voiceClip.created');
  }

  /** Starts the speech job of a translation and stores it, new or replacing the one the line has. */
  private async speakTranslation(
    holder: CreditHolder,
    scenario: ScenarioRow,
    source: VoiceClipRow,
    language: Language,
    text: string,
    translation: TranslationState,
  ): Promise<VoiceClipRow> {
    // The provider's voice for the language (a speaker's voice is for theirs), at the speaker's rate and pitch.
    const character = await characterById(this.deps.characters, scenario.projectId, source.characterId);
    const line = { text, language, ...spokenVoice(null, character, true) };
    return this.deps.speaker.speak(holder, scenario, line, async (repositories, jobId) => {
      const words = { text, translation, status: 'pending', jobId, audioUrl: null, duration: null, error: null };
      const current = await this.currentTranslation(repositories, scenario, source, language);
      if (current) return (await repositories.voiceClips.update(current.id, words))!;
      return repositories.voiceClips.insert({ ...translationRow(scenario, source, language), ...words });
    });
  }

  /** The original words as the line's translation, marked untranslated (it plays the original's audio); null if one appeared meanwhile. */
  private keepUntranslated(
    scenario: ScenarioRow,
    source: VoiceClipRow,
    language: Language,
  ): Promise<VoiceClipRow | null> {
    return this.deps.store.transaction(async (repositories) => {
      await lockScenario(repositories, scenario.id);
      if (await this.currentTranslation(repositories, scenario, source, language)) return null;
      return repositories.voiceClips.insert({
        ...translationRow(scenario, source, language),
        text: source.text,
        translation: 'untranslated',
        status: 'ready',
      });
    });
  }

  /** The line's translation as it is now, under the episode's lock; 404 when the line itself went meanwhile. */
  private async currentTranslation(
    repositories: TimelineRepositories,
    scenario: ScenarioRow,
    source: VoiceClipRow,
    language: Language,
  ): Promise<VoiceClipRow | undefined> {
    if (!(await repositories.voiceClips.findInScenario(scenario.id, source.id))) throw voiceClipNotFound();
    return repositories.voiceClips.findTranslation(source.id, language);
  }

  private publish(
    actorId: string,
    scenario: ScenarioRow,
    row: VoiceClipRow,
    type: 'voiceClip.created' | 'voiceClip.updated',
  ): VoiceClip {
    const clip = presentVoiceClip(row);
    publishScenarioEvent(this.deps.events, type, actorId, scenario, { voiceClip: clip });
    return clip;
  }
}
