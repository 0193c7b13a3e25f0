import type { StoryShot } from '../types.ts';

/** Shots of the lighthouse story of issue 16, as the breakdown writes them (past tense, verb lists). */
export const LIGHTHOUSE: StoryShot[] = [
  {
    type: 'establishing',
    description: 'The old lighthouse stood on the cliff at night.',
    action: 'Stood',
    duration: 4,
    cameraMotion: 'drone',
    assetNames: [],
  },
  {
    type: 'medium',
    description: 'Mara climbed the spiral stairs of the old lighthouse.',
    action: 'Climbed',
    duration: 3,
    cameraMotion: 'tilt_up',
    assetNames: [],
  },
  {
    type: 'close',
    description: 'Through her telescope Mara spotted a drifting rowing boat. Pip barked at the window.',
    action: 'Frowns, pulls, points, marked',
    duration: 4.5,
    cameraMotion: 'zoom_in',
    assetNames: [],
    dialogue: 'A boat, out there!',
  },
  {
    type: 'wide',
    description: 'At dawn Mara ran down to the harbour, where Old Tobias was mending his nets.',
    action: 'Ran, mending',
    duration: 5,
    cameraMotion: 'tracking',
    assetNames: [],
    dialogue: 'Tobias: You are up early. Mara: There is a boat.',
  },
  {
    type: 'extreme_close',
    description: 'The empty boat. A small tin box tied with string.',
    action: 'Hold',
    duration: 3,
    cameraMotion: 'auto',
    assetNames: [],
  },
  {
    type: 'medium',
    description: 'Inside the sea cave Tobias opened the tin box.',
    action: 'Opened',
    duration: 4,
    cameraMotion: 'auto',
    assetNames: [],
  },
];
