import type { ScenarioListItem } from '../api/scenarios.ts';
import type { Scenario, Shot } from '../entities/scenario.ts';
import type { Track, VoiceClip } from '../entities/timeline.ts';

/** Shared values of the episode examples in the API reference (scenarios, shots and timeline operations). */
export const EXAMPLE_IDS = {
  project: '6f1c7c1e-4a0e-4b7a-9f55-2f0f3a7e9a11',
  user: '2b7e4c90-8d3a-4f1e-b6a2-5c9d0e1f3a42',
  scenario: '9a3d2f71-5b6c-4e8d-a1f0-7c2b3e4d5f60',
  shot: 'c4e5f6a7-1b2c-4d3e-8f9a-0b1c2d3e4f51',
  secondShot: 'd5f6a7b8-2c3d-4e4f-9a0b-1c2d3e4f5a62',
  asset: 'e6a7b8c9-3d4e-4f5a-8b1c-2d3e4f5a6b73',
  generation: 'f7b8c9d0-4e5f-4a6b-9c2d-3e4f5a6b7c84',
  track: '0a1b2c3d-5e6f-4a7b-8c9d-4e5f6a7b8c95',
  voiceTrack: '1b2c3d4e-6f7a-4b8c-9d0e-5f6a7b8c9da6',
  voiceClip: '2c3d4e5f-7a8b-4c9d-8e1f-6a7b8c9d0eb7',
} as const;

export const EXAMPLE_TIME = '2026-11-20T09:30:00.000Z';
export const EXAMPLE_LATER = '2026-11-20T10:05:12.000Z';

/** A stored file's address as answers hand it out: signed for a while (media-access). */
export const exampleMediaUrl = (file: string) => `/media/${file}?exp=1795000000&sig=Zm9vYmFyYmF6cXV4MTIzNA`;

export const exampleShot: Shot = {
  id: EXAMPLE_IDS.shot,
  sequence: 1,
  type: 'wide',
  description: 'A lighthouse on a cliff at dawn, waves breaking below',
  action: 'The keeper climbs the spiral stairs with a lantern',
  duration: 4,
  assetIds: [EXAMPLE_IDS.asset],
  imageUrl: exampleMediaUrl('Q2hvb3NlQVN0cm9uZ0tleQ.png'),
  imageThumbUrl: exampleMediaUrl('Q2hvb3NlQVN0cm9uZ1RodW1i.webp'),
  videoUrl: null,
  metadata: { location: 'Lighthouse' },
  referenceImageUrl: null,
  modificationPrompt: null,
  animationInstructions: 'Slow push towards the lantern light',
  cameraMotion: 'zoom_in',
  updatedAt: EXAMPLE_TIME,
};

export const exampleSecondShot: Shot = {
  ...exampleShot,
  id: EXAMPLE_IDS.secondShot,
  sequence: 2,
  type: 'close',
  description: "The keeper's hands trim the lantern wick",
  action: 'The flame steadies',
  duration: 3,
  assetIds: [],
  imageUrl: null,
  imageThumbUrl: null,
  animationInstructions: null,
  cameraMotion: 'auto',
};

const scenarioFields = {
  id: EXAMPLE_IDS.scenario,
  name: 'Episode 1: The Keeper',
  description: 'The keeper lights the lamp for the last time',
  projectId: EXAMPLE_IDS.project,
  userId: EXAMPLE_IDS.user,
  status: 'draft',
  script: null,
  settings: {},
  metadata: {},
  supportedLanguages: ['en', 'de'],
  aspectRatio: 'landscape',
  contentLanguage: 'en',
  originalPrompt: null,
  styleModuleId: null,
  createdAt: EXAMPLE_TIME,
  updatedAt: EXAMPLE_LATER,
} as const satisfies Omit<Scenario, 'shots'>;

export const exampleScenario: Scenario = { ...scenarioFields, supportedLanguages: ['en', 'de'], shots: [exampleShot] };

export const exampleScenarioListItem: ScenarioListItem = {
  ...scenarioFields,
  supportedLanguages: ['en', 'de'],
  shot_count: 12,
  total_duration: 48.5,
};

export const exampleTrack: Track = {
  id: EXAMPLE_IDS.track,
  scenarioId: EXAMPLE_IDS.scenario,
  name: 'Sea ambience',
  kind: 'audio',
  order: 0,
  muted: false,
  volume: 0.8,
  audioUrl: exampleMediaUrl('U2VhQW1iaWVuY2VLZXkx.mp3'),
  audioDuration: 62.4,
  offset: 0,
  trimStart: 1.5,
  clipDuration: 30,
  duck: true,
  fadeIn: 2,
  fadeOut: 3,
  loop: false,
  createdAt: EXAMPLE_TIME,
  updatedAt: EXAMPLE_LATER,
};

export const exampleVoiceTrack: Track = {
  ...exampleTrack,
  id: EXAMPLE_IDS.voiceTrack,
  name: 'Voice',
  kind: 'voice',
  order: 1,
  volume: 1,
  audioUrl: null,
  audioDuration: null,
  trimStart: 0,
  clipDuration: null,
};

export const exampleVoiceClip: VoiceClip = {
  id: EXAMPLE_IDS.voiceClip,
  scenarioId: EXAMPLE_IDS.scenario,
  trackId: EXAMPLE_IDS.voiceTrack,
  shotId: EXAMPLE_IDS.shot,
  text: 'Every night for forty years, and never once late.',
  characterId: null,
  voice: 'en-us+f2',
  language: 'en',
  sourceClipId: null,
  translation: null,
  audioUrl: null,
  duration: null,
  offset: 2,
  volume: 1,
  status: 'pending',
  jobId: '3d4e5f6a-8b9c-4d0e-9f1a-7b8c9d0e1fc8',
  error: null,
  createdAt: EXAMPLE_TIME,
  updatedAt: EXAMPLE_TIME,
};

/** exampleVoiceClip in German, as the text provider translated it. */
export const exampleTranslation: VoiceClip = {
  ...exampleVoiceClip,
  id: '3d4e5f6a-8b9c-4d0e-9f1a-7b8c9d0e1fd9',
  text: 'Jede Nacht seit vierzig Jahren, und nie zu spät.',
  language: 'de',
  sourceClipId: EXAMPLE_IDS.voiceClip,
  translation: 'machine',
  jobId: '3d4e5f6a-8b9c-4d0e-9f1a-7b8c9d0e1fda',
};
