import type { FeatureGate } from './define.ts';

// The `gate` of the professional edition's operations (spec §6), beside the inputs that need the feature. The
// contracts carry them; feature-gates.ts gathers them into the one table the server's guard and the web read.

/** More than one language besides English (always there, spec §3): the content language counts as one. */
export function isMultiLanguage(input: {
  supportedLanguages?: readonly string[] | null | undefined;
  contentLanguage?: string | null | undefined;
}): boolean {
  const languages = new Set(input.supportedLanguages ?? []);
  if (input.contentLanguage) languages.add(input.contentLanguage);
  languages.delete('en');
  return languages.size > 1;
}

/** Keys, scoped tokens and their rate limits are for integrations: the professional edition's. */
export const API_ACCESS_GATE: FeatureGate = { feature: 'api_access' };

export const LIPSYNC_GATE: FeatureGate = { feature: 'lipsync' };

/** Uploading a script file, not typing or generating one; spec §8 words this refusal itself. */
export const SCRIPT_UPLOAD_GATE: FeatureGate<{ source?: string | undefined }> = {
  feature: 'script_upload',
  when: (input) => input.source === 'upload',
  message: 'feature.scriptUpload',
};

/** A project or episode in several languages; one language besides English is the base edition's. */
export const MULTI_LANGUAGE_GATE: FeatureGate<Parameters<typeof isMultiLanguage>[0]> = {
  feature: 'multi_lang',
  when: isMultiLanguage,
};

/** Lines in the episode's further languages: translating them is multi-language work whatever the input. */
export const TRANSLATION_GATE: FeatureGate = { feature: 'multi_lang' };

/** Every shot's video in one call. */
export const BATCH_GATE: FeatureGate = { feature: 'batch_operations' };

/**
 * Every shot's image again in one call (new takes for those that have one). Filling in the shots that have no
 * image yet stays the base edition's: the wizard's guided path ends with it.
 */
export const BATCH_IMAGES_GATE: FeatureGate<{ onlyWithoutImage?: boolean | undefined }> = {
  feature: 'batch_operations',
  when: (input) => input.onlyWithoutImage !== true,
};

/** Subtitles, 4K, H.265 and ProRes; a plain H.264 video or animatic up to 1080p is the base edition's. */
export const ADVANCED_EXPORT_GATE: FeatureGate<{
  subtitles?: boolean | undefined;
  resolution?: string | undefined;
  codec?: string | undefined;
}> = {
  feature: 'advanced_export',
  when: (input) =>
    input.subtitles === true || input.resolution === '4k' || (input.codec !== undefined && input.codec !== 'h264'),
};

/** An export with the audio and subtitles of several languages. */
export const MULTI_LANGUAGE_EXPORT_GATE: FeatureGate<{ languages?: readonly string[] | undefined }> = {
  feature: 'multi_lang',
  when: (input) => (input.languages?.length ?? 0) > 1,
};

/** The episode's scenes (consecutive shots at one place), read as groups. */
export const SCENE_GROUPING_GATE: FeatureGate = { feature: 'scene_grouping' };

/** A voice of one's choosing; without one the speech provider speaks the line in its default voice. */
export const CUSTOM_VOICE_GATE: FeatureGate<{ voice?: string | undefined }> = {
  feature: 'custom_voices',
  when: (input) => input.voice !== undefined,
};

/** A character's own voice in the asset bible, which its lines speak with. */
export const CHARACTER_VOICE_GATE: FeatureGate = { feature: 'custom_voices' };

/** Reordering the timeline's lanes is the advanced editor's (editor-mode.ts in the web hides it too). */
export const ADVANCED_EDITOR_GATE: FeatureGate = { feature: 'advanced_editor' };

/** Choosing a project's models, and uploading the ComfyUI workflows it runs. */
export const CUSTOM_MODELS_GATE: FeatureGate = { feature: 'custom_models' };
