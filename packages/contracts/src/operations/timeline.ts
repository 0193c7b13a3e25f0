import { z } from 'zod';
import { DeletedScenarioItem } from '../api/scenarios.ts';
import {
  ScriptApplyInput,
  ScriptApplyResult,
  ScriptPlanSummaryView,
  ScriptPreviewInput,
  ScriptUndoInput,
  TrackCreateInput,
  TrackIdParams,
  TrackUpdateInput,
  TracksListInput,
  TracksReorderInput,
  VoiceClipCreateInput,
  VoiceClipIdParams,
  VoiceClipUpdateInput,
  VoiceClipsListInput,
  LineTranslationInput,
  TranslateLinesInput,
} from '../api/timeline.ts';
import { Shot } from '../entities/scenario.ts';
import { Track, VoiceClip } from '../entities/timeline.ts';
import { defineContracts, del, get, patch, post, put } from './define.ts';
import { ADVANCED_EDITOR_GATE, CUSTOM_VOICE_GATE, SCRIPT_UPLOAD_GATE, TRANSLATION_GATE } from './feature-gate-rules.ts';
import {
  EXAMPLE_IDS,
  EXAMPLE_LATER,
  exampleMediaUrl,
  exampleSecondShot,
  exampleShot,
  exampleTrack,
  exampleVoiceClip,
  exampleVoiceTrack,
  exampleTranslation,
} from './scenario-examples.ts';

const inScenario = { id: EXAMPLE_IDS.scenario };
const ofTrack = { ...inScenario, trackId: EXAMPLE_IDS.track };
const ofClip = { ...inScenario, clipId: EXAMPLE_IDS.voiceClip };

const exampleScript = [
  'SHOT 1 — WIDE — 4s',
  'A lighthouse on a cliff at dawn, waves breaking below',
  'The keeper climbs the spiral stairs with a lantern',
  '',
  'SHOT 2 — CLOSE — 3s',
  "The keeper's hands trim the lantern wick",
  'The flame steadies',
].join('\n');

const exampleSummary: z.input<typeof ScriptPlanSummaryView> = {
  added: 1,
  updated: 1,
  unchanged: 0,
  deleted: 0,
  deletedImages: 0,
  deletedVideos: 0,
  isReordered: false,
  deletedSequences: [],
  matchedByText: [],
};

export const timelineContracts = defineContracts({
  'scenario.tracks.list': {
    summary: "List an episode's audio and voice tracks, top to bottom",
    auth: 'required',
    http: get('/api/scenarios/:id/tracks'),
    input: TracksListInput,
    output: z.array(Track),
    example: { input: inScenario, output: [exampleTrack, exampleVoiceTrack] },
  },
  'scenario.track.create': {
    summary: 'Add a track below the others',
    auth: 'required',
    http: post('/api/scenarios/:id/tracks'),
    input: TrackCreateInput,
    output: Track,
    example: {
      input: {
        ...inScenario,
        name: 'Sea ambience',
        kind: 'audio',
        audioUrl: exampleTrack.audioUrl,
        volume: 0.8,
        trimStart: 1.5,
        clipDuration: 30,
      },
      output: { ...exampleTrack, updatedAt: exampleTrack.createdAt },
    },
  },
  'scenario.track.update': {
    summary: "Change a track's name, placement, trim or volume",
    auth: 'required',
    http: put('/api/scenarios/:id/tracks/:trackId'),
    aliases: [patch('/api/scenarios/:id/tracks/:trackId')],
    input: TrackUpdateInput,
    output: Track,
    example: { input: { ...ofTrack, volume: 0.8, muted: false }, output: exampleTrack },
  },
  'scenario.track.delete': {
    summary: 'Delete a track with its voice clips',
    auth: 'required',
    http: del('/api/scenarios/:id/tracks/:trackId'),
    input: TrackIdParams,
    output: DeletedScenarioItem,
    example: { input: ofTrack, output: { id: EXAMPLE_IDS.track } },
  },
  'scenario.tracks.reorder': {
    summary: "Put an episode's tracks in a new order",
    auth: 'required',
    http: put('/api/scenarios/:id/tracks/reorder'),
    gate: ADVANCED_EDITOR_GATE,
    input: TracksReorderInput,
    output: z.array(Track),
    example: {
      input: { ...inScenario, tracks: [EXAMPLE_IDS.voiceTrack, EXAMPLE_IDS.track] },
      output: [
        { ...exampleVoiceTrack, order: 0 },
        { ...exampleTrack, order: 1 },
      ],
    },
  },
  'scenario.voiceClips.list': {
    summary: "List an episode's voice clips",
    auth: 'required',
    http: get('/api/scenarios/:id/voice-clips'),
    input: VoiceClipsListInput,
    output: z.array(VoiceClip),
    example: { input: inScenario, output: [exampleVoiceClip] },
  },
  'scenario.voiceClip.create': {
    summary: 'Add a voice clip: a line to speak or an uploaded audio file',
    auth: 'required',
    http: post('/api/scenarios/:id/voice-clips'),
    gate: CUSTOM_VOICE_GATE,
    input: VoiceClipCreateInput,
    output: VoiceClip,
    example: {
      input: {
        ...inScenario,
        text: exampleVoiceClip.text,
        voice: 'en-us+f2',
        language: 'en',
        shotId: EXAMPLE_IDS.shot,
        offset: 2,
      },
      output: exampleVoiceClip,
    },
  },
  'scenario.voiceClip.update': {
    summary: 'Move or change a voice clip (new text or voice speaks it again)',
    auth: 'required',
    http: put('/api/scenarios/:id/voice-clips/:clipId'),
    aliases: [patch('/api/scenarios/:id/voice-clips/:clipId')],
    gate: CUSTOM_VOICE_GATE,
    input: VoiceClipUpdateInput,
    output: VoiceClip,
    example: {
      input: { ...ofClip, offset: 3.5 },
      output: {
        ...exampleVoiceClip,
        audioUrl: exampleMediaUrl('Vm9pY2VDbGlwQXVkaW9LZXk.mp3'),
        duration: 3.2,
        offset: 3.5,
        status: 'ready',
        jobId: null,
        updatedAt: EXAMPLE_LATER,
      },
    },
  },
  'scenario.voiceClip.delete': {
    summary: 'Delete a voice clip',
    auth: 'required',
    http: del('/api/scenarios/:id/voice-clips/:clipId'),
    input: VoiceClipIdParams,
    output: DeletedScenarioItem,
    example: { input: ofClip, output: { id: EXAMPLE_IDS.voiceClip } },
  },
  'scenario.lines.translate': {
    summary: "Translate the episode's untranslated lines into one of its languages",
    auth: 'required',
    http: post('/api/scenarios/:id/translations'),
    gate: TRANSLATION_GATE,
    input: TranslateLinesInput,
    output: z.array(VoiceClip),
    example: { input: { ...inScenario, language: 'de' }, output: [exampleTranslation] },
  },
  'scenario.line.translation.put': {
    summary: "Write a line's translation by hand (it is spoken again in that language)",
    auth: 'required',
    http: put('/api/scenarios/:id/voice-clips/:clipId/translations/:language'),
    gate: TRANSLATION_GATE,
    input: LineTranslationInput,
    output: VoiceClip,
    example: {
      input: { ...ofClip, language: 'de', text: exampleTranslation.text },
      output: { ...exampleTranslation, translation: 'manual', status: 'pending' },
    },
  },
  'scenario.script.apply': {
    summary: "Make an episode's shots those of a script",
    auth: 'required',
    http: post('/api/scenarios/:id/script/apply'),
    gate: SCRIPT_UPLOAD_GATE,
    input: ScriptApplyInput,
    output: ScriptApplyResult,
    example: {
      input: { ...inScenario, script: exampleScript, source: 'editor' },
      output: {
        shots: [exampleShot, exampleSecondShot],
        summary: exampleSummary,
        undo: 'H4sIAAAAAAAAA6tWKlOyMtRRKs7PTVWyUlAqzy_KSVGqBQBfFE2tGwAAAA.kq3Vb0t1gCk2ZxRzJ8m0PqVwYHcN4sQ1eA9lT6uDf3M',
      },
    },
  },
  'scenario.script.preview': {
    summary: 'Tell what applying a script would change, changing nothing',
    auth: 'required',
    http: post('/api/scenarios/:id/script/preview'),
    gate: SCRIPT_UPLOAD_GATE,
    input: ScriptPreviewInput,
    output: ScriptPlanSummaryView,
    example: { input: { ...inScenario, script: exampleScript, source: 'editor' }, output: exampleSummary },
  },
  'scenario.script.undo': {
    summary: 'Take back an applied script',
    auth: 'required',
    http: post('/api/scenarios/:id/script/undo'),
    input: ScriptUndoInput,
    output: z.array(Shot),
    example: {
      input: {
        ...inScenario,
        undo: 'H4sIAAAAAAAAA6tWKlOyMtRRKs7PTVWyUlAqzy_KSVGqBQBfFE2tGwAAAA.kq3Vb0t1gCk2ZxRzJ8m0PqVwYHcN4sQ1eA9lT6uDf3M',
      },
      output: [{ ...exampleShot, description: 'A lighthouse on a cliff at night' }],
    },
  },
});
