import type { Job, Scenario, Shot } from '@sym/contracts';

const STAMP = '2024-03-01T00:00:00.000Z';

export function makeScenario(changes: Partial<Scenario> = {}): Scenario {
  return {
    id: 's1',
    name: 'Pilot',
    description: 'Launch day',
    projectId: 'p1',
    userId: 'u1',
    status: 'draft',
    shots: [],
    script: null,
    settings: {},
    metadata: {},
    supportedLanguages: ['en'],
    aspectRatio: 'landscape',
    contentLanguage: 'en',
    originalPrompt: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...changes,
  };
}

export function makeShot(id: string, sequence: number, changes: Partial<Shot> = {}): Shot {
  return {
    id,
    sequence,
    type: 'medium',
    description: '',
    action: '',
    duration: null,
    assetIds: [],
    imageUrl: null,
    videoUrl: null,
    metadata: {},
    referenceImageUrl: null,
    modificationPrompt: null,
    animationInstructions: null,
    cameraMotion: 'auto',
    ...changes,
  };
}

export function makeJob(id: string, status: Job['status'], progress: number, kind: Job['kind'] = 'image'): Job {
  return {
    id,
    queue: kind === 'video' ? 'video-generation' : 'image-generation',
    kind,
    status,
    progress,
    cost: kind === 'video' ? 3 : 1,
    attempts: 1,
    error: status === 'failed' ? 'Provider failed' : null,
    result: null,
    createdAt: null,
    updatedAt: null,
  };
}
