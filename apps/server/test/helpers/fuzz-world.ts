import type { AuthResult, HttpRoute } from '@sym/contracts';
import type { Operation } from '../../src/operations/operation.ts';
import { dataOf, rowFixtures } from './fixtures.ts';
import type { TestServer } from './test-server.ts';

/** The real rows a fuzzing user owns, so ids in the fuzzed payloads reach the handlers. */
export interface FuzzWorld {
  account: AuthResult;
  ids: Record<string, string>;
}

/** Registers a user with a project, episode, shot, asset and variant (with image and modification), style, series, tracks. */
export async function createFuzzWorld(server: TestServer): Promise<FuzzWorld> {
  const rows = rowFixtures(server);
  const account = await server.register();
  const collaborator = await server.register();
  const token = account.accessToken;
  const userId = account.user.id;
  const series = dataOf<{ id: string }>(await server.request('POST', '/api/series', { token, body: { name: 'Saga' } }));
  const project = await rows.project(userId);
  await rows.collaborator(project.id, collaborator.user.id);
  const scenario = await rows.scenario(project.id, userId);
  const shot = await rows.shot(scenario.id, 1, { description: 'A lighthouse', duration: 4 });
  const shotGeneration = await rows.shotGeneration(shot.id);
  const asset = await rows.asset(project.id, userId);
  const variant = await rows.variant(asset.id, userId);
  const image = await rows.variantImage(variant.id);
  const modification = await rows.modification(variant.id);
  const style = await rows.styleModule(userId);
  const track = dataOf<{ id: string }>(
    await server.request('POST', `/api/scenarios/${scenario.id}/tracks`, { token, body: { kind: 'voice' } }),
  );
  const clip = dataOf<{ id: string }>(
    await server.request('POST', `/api/scenarios/${scenario.id}/voice-clips`, {
      token,
      body: { text: 'Hello there', trackId: track.id },
    }),
  );
  return {
    account,
    ids: {
      project: project.id,
      scenario: scenario.id,
      shot: shot.id,
      shotGeneration: shotGeneration.id,
      asset: asset.id,
      variant: variant.id,
      image: image.id,
      modification: modification.id,
      style: style.id,
      series: series.id,
      track: track.id,
      clip: clip.id,
      collaborator: collaborator.user.id,
    },
  };
}

const ID_BY_SEGMENT: Record<string, string> = {
  projects: 'project',
  series: 'series',
  'recycle-bin': 'project',
  assets: 'asset',
  scenarios: 'scenario',
  'style-modules': 'style',
};

const ID_BY_FIELD: Record<string, string> = {
  projectId: 'project',
  scenarioId: 'scenario',
  shotId: 'shot',
  assetId: 'asset',
  genId: 'shotGeneration',
  imageId: 'image',
  modificationId: 'modification',
  trackId: 'track',
  clipId: 'clip',
  collaboratorId: 'collaborator',
  seriesId: 'series',
  moduleId: 'style',
  styleModuleId: 'style',
};

/** The fixture id a field of an operation's payload should carry (undefined: an unknown id will do). */
export function idForField(world: FuzzWorld, route: HttpRoute | undefined, field: string): string | undefined {
  const path = route?.path ?? '';
  if (field === 'id') {
    const segments = path.split('/').filter((segment) => segment && !segment.startsWith(':'));
    const owner = segments.reverse().find((segment) => ID_BY_SEGMENT[segment]);
    return world.ids[ID_BY_SEGMENT[owner ?? 'projects']!];
  }
  if (field === 'generationId' || field === 'videoGenerationId')
    return path.startsWith('/api/scenarios') ? world.ids.shotGeneration : world.ids.variant;
  const key = ID_BY_FIELD[field];
  return key ? world.ids[key] : undefined;
}

/** Operations that remove what later calls need run last, children before parents, signing out at the very end. */
export function destructiveRank(operation: Operation): number {
  const name = operation.name;
  if (name === 'auth.logout') return 6;
  if (name === 'auth.sessions.revoke') return 5;
  if (name === 'recycleBin.purge') return 4;
  if (/^(project|series)\.delete$/.test(name)) return 3;
  if (/^(scenario|asset|styles)\.delete$/.test(name)) return 2;
  if (/delete|remove|revoke/i.test(name)) return 1;
  return 0;
}
