import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  ASSET_TYPES,
  OPERATION_CONTRACTS,
  mediaPathOf,
  type ApiKeyCreated,
  type JobTicket,
  type Scene,
  type SceneArrangement,
  type Session,
} from '@sym/contracts';
import { resolveFfmpeg } from '../../src/media/ffmpeg/ffmpeg-binary.ts';
import { runFfmpeg } from '../../src/media/ffmpeg/ffmpeg-runner.ts';
import { newMediaKey } from '../../src/media/media-storage.ts';
import { uploadAudio, wavBytes } from './audio.ts';
import { targetField, type ExampleKind } from './example-kinds.ts';
import { REVIEW_MAKERS } from './example-review-makers.ts';
import { TEAM_MAKERS } from './example-team-makers.ts';
import type { ExampleWorld, MakeContext } from './example-world.ts';
import { PNG_BYTES, rowFixtures, uploadFile } from './fixtures.ts';
import { insertCompletedExport } from './media-fixtures.ts';
import { resetTokenOf } from './smtp-server.ts';

// How the test world makes each kind of thing an example names (example-kinds.ts), through the API where it can,
// with rows of its own where only a worker would make them (generated images and videos, finished exports): the
// server runs without workers, so nothing changes behind the calls.

export type Maker = (world: ExampleWorld, exampleValue: string, context: MakeContext) => Promise<string>;
type Row = Record<string, unknown> & { id: string };

let videoBytes: Promise<Buffer> | undefined;

/** A real 1 s H.264 MP4 (320 × 180), encoded once per test file. */
function smallVideo(): Promise<Buffer> {
  videoBytes ??= (async () => {
    const { ffmpeg } = await resolveFfmpeg(process.env.FFMPEG_PATH);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sym-example-video-'));
    try {
      const file = path.join(dir, 'clip.mp4');
      const source = ['-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=10:duration=1'];
      await runFfmpeg(ffmpeg, ['-y', ...source, '-pix_fmt', 'yuv420p', '-c:v', 'libx264', file]);
      return await fs.readFile(file);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  })();
  return videoBytes;
}

/** Stores a picture or a video as the owner's and answers its stored path (`/media/<key>`). */
async function storedFile(world: ExampleWorld, kind: 'png' | 'mp4'): Promise<string> {
  const key = newMediaKey(kind);
  const bytes = kind === 'png' ? PNG_BYTES : await smallVideo();
  await world.server.services.files.put(world.owner.user.id, key, bytes, kind === 'png' ? 'image/png' : 'video/mp4');
  return `/media/${key}`;
}

/** A stored file's address as the API hands it out (signed). */
const signed = (world: ExampleWorld, stored: string) =>
  world.server.services.mediaAccess.signedAddress(stored.slice('/media/'.length));

const rows = (world: ExampleWorld) => rowFixtures(world.server);

async function makeProject(world: ExampleWorld): Promise<string> {
  return (await world.api<Row>('POST', '/api/projects', { name: 'Moon Saga' })).id;
}

async function makeScenario(world: ExampleWorld, exampleValue: string, context: MakeContext): Promise<string> {
  const projectId = await world.parent('project', exampleValue, 'projectId', context);
  // In English and German, as the documented episode: its lines are translated into German in the examples.
  const body = { projectId, name: 'Episode 1: The Keeper', supportedLanguages: ['en', 'de'] };
  return (await world.api<Row>('POST', '/api/scenarios', body)).id;
}

/** A completed export of the episode with its video and poster really stored (what a finished render leaves). */
async function makeExport(world: ExampleWorld, scenarioId: string): Promise<string> {
  const files = { video: await smallVideo(), poster: PNG_BYTES, posterFormat: 'png' as const };
  const row = await insertCompletedExport(world.server, { scenarioId, userId: world.owner.user.id }, files, {
    name: 'Episode 1 — final cut',
  });
  return row.id;
}

/** A generated image or video of a shot (as a finished job leaves it). */
function shotGeneration(kind: 'image' | 'video'): Maker {
  return async (world, exampleValue, context) => {
    const shotId = await world.parent('shot', exampleValue, 'shotId', context);
    const url = await storedFile(world, kind === 'image' ? 'png' : 'mp4');
    const row = await rows(world).shotGeneration(shotId, { kind, url, prompt: 'A lighthouse at dawn' });
    return row.id;
  };
}

export const EXAMPLE_MAKERS: Record<ExampleKind, Maker> = {
  project: makeProject,
  async binnedProject(world) {
    const id = await makeProject(world);
    await world.api('DELETE', `/api/projects/${id}`);
    return id;
  },
  /** A project in a series (the series bible's operations). */
  async seriesProject(world) {
    const series = await world.api<Row>('POST', '/api/series', { name: 'Space Tales' });
    const id = await makeProject(world);
    await world.api('PATCH', `/api/projects/${id}`, { seriesId: series.id });
    return id;
  },
  /** A character in the bible of the series the call's project is in. */
  async bibleAsset(world, exampleValue, context) {
    const projectId = await world.parent('seriesProject', exampleValue, 'projectId', context);
    const body = { projectId, inSeriesBible: true, name: 'Mira', type: 'character' };
    return (await world.api<Row>('POST', '/api/assets', body)).id;
  },
  async series(world) {
    return (await world.api<Row>('POST', '/api/series', { name: 'Space Tales' })).id;
  },
  scenario: makeScenario,
  async binnedScenario(world, exampleValue, context) {
    const id = await makeScenario(world, exampleValue, context);
    await world.api('DELETE', `/api/scenarios/${id}`);
    return id;
  },
  async shot(world, exampleValue, context) {
    const scenarioId = await world.parent('scenario', exampleValue, 'scenarioId', context);
    const shot = await world.api<Row>('POST', `/api/scenarios/${scenarioId}/shots`, {
      type: 'wide',
      description: 'A lighthouse on a cliff at dawn, waves breaking below',
      action: 'The keeper climbs the spiral stairs with a lantern',
      duration: 4,
      animationInstructions: 'Slow push towards the lantern light',
      imageUrl: signed(world, await storedFile(world, 'png')),
    });
    return shot.id;
  },
  /** A scene of the episode the call names (its first scene takes the episode's shots). */
  async scene(world, exampleValue, context) {
    const scenarioId = await world.parent('scenario', exampleValue, 'scenarioId', context);
    const place = String(world.entity(exampleValue, 'place')?.place ?? 'Lighthouse');
    const made = await world.api<SceneArrangement>('POST', `/api/scenarios/${scenarioId}/scenes`, { place });
    return made.scenes.at(-1)!.id!;
  },
  shotImage: shotGeneration('image'),
  shotVideo: shotGeneration('video'),
  async asset(world, exampleValue, context) {
    const projectId = await world.parent('project', exampleValue, 'projectId', context);
    const documented = world.entity(exampleValue, 'type')?.type;
    const type = ASSET_TYPES.find((candidate) => candidate === documented) ?? 'character';
    // With a description: image generation (the variant suite) needs one.
    const body = { projectId, name: 'Mira', type, description: 'A young courier with a red scarf' };
    const asset = await world.api<Row>('POST', '/api/assets', body);
    // With a reference image, so removing it has something to remove.
    const upload = { bytes: PNG_BYTES, name: 'mira.png', type: 'image/png' };
    await uploadFile(world.server, `/api/upload/asset/${asset.id}/reference`, upload, world.token);
    return asset.id;
  },
  async variant(world, exampleValue, context) {
    const assetId = await world.parent('asset', exampleValue, 'asset_id', context);
    const variants = `/api/assets/${assetId}/generations`;
    if (world.entity(exampleValue, 'variant_name')?.variant_name === 'Default') {
      const listed = await world.api<(Row & { variant_name: string })[]>('GET', variants);
      return listed.find((variant) => variant.variant_name === 'Default')!.id;
    }
    return (await world.api<Row>('POST', variants, { variant_name: 'Night' })).id;
  },
  async variantImage(world, exampleValue, context) {
    const variantId = await world.parent('variant', exampleValue, 'generation_id', context);
    const imageUrl = await storedFile(world, 'png');
    const storageKey = imageUrl.slice('/media/'.length);
    return (await rows(world).variantImage(variantId, { imageUrl, storageKey })).id;
  },
  async modification(world, exampleValue, context) {
    const variantId = await world.parent('variant', exampleValue, 'generation_id', context);
    return (await rows(world).modification(variantId, { instructions: 'Give her a green scarf' })).id;
  },
  async style(world) {
    return (await world.api<Row>('POST', '/api/style-modules', { name: 'Noir', preset: 'gritty-realism' })).id;
  },
  async track(world, exampleValue, context) {
    const scenarioId = await world.parent('scenario', exampleValue, 'scenarioId', context);
    const tracks = `/api/scenarios/${scenarioId}/tracks`;
    if (world.entity(exampleValue, 'kind')?.kind === 'voice') {
      return (await world.api<Row>('POST', tracks, { kind: 'voice', name: 'Voice' })).id;
    }
    const audio = await uploadAudio(world.server, world.token, scenarioId);
    return (await world.api<Row>('POST', tracks, { kind: 'audio', name: 'Sea ambience', audioUrl: audio.url })).id;
  },
  async voiceClip(world, exampleValue, context) {
    const scenarioId = await world.parent('scenario', exampleValue, 'scenarioId', context);
    const trackId = await world.parent('track', exampleValue, 'trackId', context);
    const body = { text: 'Every night for forty years, and never once late.', trackId };
    return (await world.api<Row>('POST', `/api/scenarios/${scenarioId}/voice-clips`, body)).id;
  },
  /** A sample clip of a character's voice (the asset the call names, a character by default). */
  async voiceSample(world, exampleValue, context) {
    const assetId = await world.parent('asset', exampleValue, 'assetId', context);
    const upload = { bytes: wavBytes(1), name: 'mira.wav', type: 'audio/wav', field: 'audio' };
    const answer = await uploadFile(world.server, `/api/upload/asset/${assetId}/voice-sample`, upload, world.token);
    return (answer.body as { data: { samples: Row[] } }).data.samples.at(-1)!.id;
  },
  /** A project's ComfyUI workflow: the documented upload's own graph and mapping. */
  async workflow(world, exampleValue, context) {
    const projectId = await world.parent('project', exampleValue, 'projectId', context);
    const { workflow, mapping } = OPERATION_CONTRACTS['project.workflows.create'].example.input;
    const body = { name: 'SDXL', kind: 'image', workflow, mapping };
    return (await world.api<{ workflows: Row[] }>('POST', `/api/projects/${projectId}/workflows`, body)).workflows.at(
      -1,
    )!.id;
  },
  async export(world, exampleValue, context) {
    return makeExport(world, await world.parent('scenario', exampleValue, 'scenarioId', context));
  },
  async share(world, exampleValue, context) {
    // A share is one export's public link: each gets an export of its own.
    const scenarioId = await world.parent('scenario', exampleValue, 'scenarioId', context);
    const exportId = await makeExport(world, scenarioId);
    const link = await world.api<{ shareId: string }>('POST', `/api/scenarios/${scenarioId}/share`, { exportId });
    return link.shareId;
  },
  async apiKey(world) {
    const created = await world.api<ApiKeyCreated>('POST', '/api/api-keys', { name: 'Render pipeline' });
    return created.key.id;
  },
  async session(world) {
    const session = await world.signIn();
    const listed = await world.server.request('GET', '/api/auth/sessions', { token: session.accessToken });
    return (listed.body as { data: Session[] }).data.find((entry) => entry.current)!.sessionId;
  },
  async job(world, _exampleValue, context) {
    const queue = context.example.queue;
    if (queue !== 'image-generation') throw new Error(`world: no job maker for the queue ${String(queue)}`);
    const body = { name: 'Mira', type: 'character', description: 'A young lighthouse keeper' };
    return (await world.api<JobTicket>('POST', '/api/story/asset-preview', body)).jobId;
  },
  async collaborator(world, exampleValue, context) {
    const projectId = await world.parent('project', exampleValue, 'projectId', context);
    const collaborator = await world.server.register();
    await world.api('POST', `/api/projects/${projectId}/collaborators`, { email: collaborator.user.email });
    return collaborator.user.id;
  },
  /** An e-mail of the examples names an account: the owner's, or one registered for it. */
  async account(world, email) {
    if (email !== world.owner.user.email) await world.server.register({ email, name: 'Grace Hopper' });
    return email;
  },
  /** A user an administrator acts on (the site administration's examples): registered for it. */
  async user(world) {
    return (await world.server.register({ name: 'Grace Hopper' })).user.id;
  },
  async refreshToken(world) {
    return (await world.signIn()).refreshToken;
  },
  async undoToken(world, exampleValue, context) {
    const scenarioId = await world.parent('scenario', exampleValue, 'scenarioId', context);
    const script = 'SHOT 1 — WIDE — 4s\nA quiet harbour at night\nThe keeper rows home';
    const applied = await world.api<{ undo: string }>('POST', `/api/scenarios/${scenarioId}/script/apply`, { script });
    return applied.undo;
  },
  async resetToken(world) {
    const { server, owner, options } = world;
    const since = options.mailServer.mailsTo(owner.user.email).length;
    // Without a token: the main session may be signed out by then (the account phase).
    const asked = await server.request('POST', '/api/auth/password/forgot', { body: { email: owner.user.email } });
    if (asked.status !== 200) throw new Error(`world: forgot answered ${asked.status} ${asked.text}`);
    await server.services.passwordRecovery.whenIdle();
    // Other mails (a password change's notice) may arrive meanwhile: the reset link is the one with a token.
    const mail = options.mailServer
      .mailsTo(owner.user.email)
      .slice(since)
      .find((sent) => sent.text.includes('reset-password?token='));
    if (!mail) throw new Error(`world: no reset link was mailed to ${owner.user.email}`);
    return resetTokenOf(mail);
  },
  async socialCode(world) {
    return (await socialReturn(world)).searchParams.get('code')!;
  },
  async socialState(world) {
    return (await socialReturn(world)).searchParams.get('state')!;
  },
  async socialIssuer(world) {
    return (await socialReturn(world)).searchParams.get('iss')!;
  },
  /** A stored file of the example's type: audio is uploaded to an episode, pictures and videos stored. */
  async media(world, exampleValue, context) {
    const extension = path.extname(mediaPathOf(exampleValue)).slice(1);
    if (['mp3', 'wav', 'm4a', 'aac'].includes(extension)) {
      const scenarioId = await world.parent('scenario', exampleValue, 'scenarioId', context);
      return (await uploadAudio(world.server, world.token, scenarioId)).url;
    }
    return signed(world, await storedFile(world, extension === 'mp4' ? 'mp4' : 'png'));
  },
  async version() {
    throw new Error('versions are read at call time (versionOf)');
  },
  ...REVIEW_MAKERS,
  ...TEAM_MAKERS,
};

const socialReturns = new WeakMap<ExampleWorld, Promise<URL>>();

/** One sign-in at the identity provider; its code and state go together into one callback. */
function socialReturn(world: ExampleWorld): Promise<URL> {
  let returned = socialReturns.get(world);
  if (!returned) {
    returned = world.options.socialSignIn();
    socialReturns.set(world, returned);
  }
  return returned;
}

/** The record's current version (`updatedAt`) for an update's `expectedUpdatedAt`: read when the call is made. */
export async function versionOf(world: ExampleWorld, context: MakeContext): Promise<string> {
  const target = targetField(context.contract);
  const record = target ? context.resolved.get(target) : undefined;
  if (!record || typeof record.value !== 'string') throw new Error('world: an update without a target record');
  const scenarioId = context.resolved.get('id')?.value as string;
  const readers: Partial<Record<ExampleKind, () => Promise<{ updatedAt: string }>>> = {
    project: () => world.api('GET', `/api/projects/${record.value as string}`),
    scenario: () => world.api('GET', `/api/scenarios/${record.value as string}`),
    asset: () => world.api('GET', `/api/assets/${record.value as string}`),
    scene: async () => {
      const scenes = await world.api<Scene[]>('GET', `/api/scenarios/${scenarioId}/scenes`);
      return { updatedAt: scenes.find((scene) => scene.id === record.value)!.updatedAt! };
    },
    shot: async () => {
      const shots = await world.api<(Row & { updatedAt: string })[]>('GET', `/api/scenarios/${scenarioId}/shots`);
      return shots.find((shot) => shot.id === record.value)!;
    },
  };
  const read = readers[record.kind];
  if (!read) throw new Error(`world: no version reader for ${record.kind}`);
  return (await read()).updatedAt;
}
