import type { GatedControl } from '@sym/contracts';
import { useTier } from '../../app/tier';

/**
 * The episode editor's two modes (spec §2, §6): the base edition's `simplified_ui` without `advanced_editor` shows
 * the simple editor; the professional edition (which has `advanced_editor`) shows everything.
 */
export type EditorMode = 'simple' | 'advanced';

/**
 * THE table of what the episode editor shows in each mode: every panel and control of spec §2's editor (storyboard
 * with its Simple, Deluxe and Full views, timeline, shots, script editor, exports, settings, danger zone), and
 * whether it needs the advanced editor. The simple editor keeps everything a story needs from first shot to
 * export, what each image was drawn from included; it leaves out the fine controls a professional tunes: a
 * shot's own reference image and modification prompt, the order of the timeline's tracks, exact offsets typed in
 * seconds (a clip still drags in time) and the video cache's diagnostics. The `true` rows are the advanced editor's controls in
 * the feature gate table (contracts' feature-gates.ts); a test keeps the two the same.
 */
export const EDITOR_CONTROLS = {
  'storyboard.views': false,
  'storyboard.editing': false,
  'storyboard.generateAll': false,
  'shotEditor.text': false,
  'shotEditor.kindAndCamera': false,
  'shotEditor.duration': false,
  'shotEditor.animationInstructions': false,
  'shotEditor.assets': false,
  'shotEditor.generate': false,
  'shotEditor.history': false,
  'shotEditor.modificationPrompt': true,
  'shotEditor.referenceImage': true,
  'shotEditor.scenePlan': false,
  'timeline.player': false,
  'timeline.zoom': false,
  'timeline.trim': false,
  'timeline.voiceClips': false,
  'timeline.audioTracks': false,
  'timeline.trackMuteAndVolume': false,
  'timeline.trackOrder': true,
  'timeline.trackOffset': true,
  'timeline.videoCache': true,
  'script.editor': false,
  'exports.render': false,
  'exports.downloads': false,
  'settings.details': false,
  'settings.dangerZone': false,
} as const satisfies Record<string, boolean>;

export type EditorControl = keyof typeof EDITOR_CONTROLS;

/** The controls only the advanced editor shows. */
export const ADVANCED_EDITOR_CONTROLS = (Object.keys(EDITOR_CONTROLS) as EditorControl[]).filter(
  (control) => EDITOR_CONTROLS[control],
) as (EditorControl & GatedControl)[];

/** The mode of an edition: simple with simplified_ui and without advanced_editor, else advanced. */
export function editorModeOf(isFeatureEnabled: (feature: string) => boolean): EditorMode {
  return isFeatureEnabled('simplified_ui') && !isFeatureEnabled('advanced_editor') ? 'simple' : 'advanced';
}

/** Whether a control shows in a mode. */
export function showsInMode(mode: EditorMode, control: EditorControl): boolean {
  return mode === 'advanced' || !EDITOR_CONTROLS[control];
}

/** The editor mode of the signed-in user's edition, and which controls it shows. */
export function useEditorMode(): { mode: EditorMode; shows: (control: EditorControl) => boolean } {
  const { isFeatureEnabled } = useTier();
  const mode = editorModeOf(isFeatureEnabled);
  return { mode, shows: (control) => showsInMode(mode, control) };
}
