import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AuthResult, Job, JobTicket, Scene, Shot, ShotBatchChange, ShotBatchQuote } from '@sym/contracts';
import { creditEntries, shots as shotsTable } from '../src/db/schema.ts';
import { dataOf, errorOf, rowFixtures, useTestServer } from './helpers/fixtures.ts';
import { balanceOf } from './helpers/jobs.ts';
import { scenarioWithShots } from './helpers/scenarios.ts';

// API role only: no worker runs, so every job stays queued (in flight) until the test ends or cancels it.
const server = useTestServer({ ROLES: 'api' });
const fixtures = rowFixtures(server);

const pier = (index: number) => ({
  description: `Shot ${index + 1} on the pier`,
  animationInstructions: 'slow zoom',
  duration: 3,
});

async function proEpisode(count = 4) {
  const account = await server.register();
  await fixtures.setUserTier(account.user.id, 'motionmaker');
  return { account, token: account.accessToken, ...(await scenarioWithShots(server, account, count, pier)) };
}

const batch = (token: string, scenarioId: string, action: string, body: Record<string, unknown>) =>
  server.request('POST', `/api/scenarios/${scenarioId}/shots/batch/${action}`, { token, body });

const listShots = async (token: string, scenarioId: string) =>
  dataOf<Shot[]>(await server.request('GET', `/api/scenarios/${scenarioId}/shots`, { token }));

const releasesOf = async (account: AuthResult) =>
  (await server.database.db.select().from(creditEntries).where(eq(creditEntries.userId, account.user.id))).filter(
    (entry) => entry.kind === 'release',
  );

describe('batch changes of shots', () => {
  it('sets fields on the named shots only, in one change that one token takes back', async () => {
    const { token, scenario, shots } = await proEpisode();
    const named = [shots[0]!.id, shots[2]!.id];
    const change = dataOf<ShotBatchChange>(
      await batch(token, scenario.id, 'update', {
        shotIds: named,
        set: { type: 'close', cameraMotion: 'zoom_in', duration: 5 },
      }),
    );
    expect(change.shotIds).toEqual(named);
    const after = await listShots(token, scenario.id);
    expect(after.map((shot) => [shot.type, shot.cameraMotion, shot.duration])).toEqual([
      ['close', 'zoom_in', 5],
      ['medium', 'auto', 3],
      ['close', 'zoom_in', 5],
      ['medium', 'auto', 3],
    ]);
    expect(change.shots).toEqual(after);
    const undone = dataOf<ShotBatchChange>(await batch(token, scenario.id, 'undo', { undo: change.undo }));
    expect(undone.shots.map((shot) => [shot.type, shot.cameraMotion, shot.duration])).toEqual(
      Array.from({ length: 4 }, () => ['medium', 'auto', 3]),
    );
  });

  it('refuses bad input with the spec errors and changes nothing', async () => {
    const { account, token, scenario, shots } = await proEpisode(2);
    const other = await proEpisode(1);
    const ids = shots.map((shot) => shot.id);
    const set = { type: 'wide' };
    // A shot of another episode: 404, and the named shot of this one is left alone too.
    errorOf(await batch(token, scenario.id, 'update', { shotIds: [ids[0], other.shots[0]!.id], set }), 404);
    expect((await listShots(token, scenario.id)).map((shot) => shot.type)).toEqual(['medium', 'medium']);
    const empty = errorOf(await batch(token, scenario.id, 'update', { shotIds: ids, set: {} }), 422);
    expect(empty.details).toContainEqual({ field: 'set', message: 'Choose at least one field to set' });
    const twice = errorOf(await batch(token, scenario.id, 'update', { shotIds: [ids[0], ids[0]], set }), 422);
    expect(twice.details).toContainEqual({ field: 'shotIds', message: 'Each shot may be named once' });
    errorOf(await batch(token, scenario.id, 'update', { shotIds: [], set }), 422);
    errorOf(await batch(token, scenario.id, 'update', { shotIds: ids, set: { duration: -1 } }), 422);
    errorOf(await batch(token, scenario.id, 'delete', { shotIds: 'all' }), 422);
    errorOf(await batch(token, scenario.id, 'undo', { undo: 'forged.token' }), 422);
    // Another episode's token does not take anything back here.
    const theirs = dataOf<ShotBatchChange>(
      await batch(other.token, other.scenario.id, 'delete', { shotIds: [other.shots[0]!.id] }),
    );
    errorOf(await batch(token, scenario.id, 'undo', { undo: theirs.undo }), 422);
    // Signed out 401; a stranger 404; the base edition 403 with the upgrade message.
    errorOf(
      await server.request('POST', `/api/scenarios/${scenario.id}/shots/batch/delete`, { body: { shotIds: ids } }),
      401,
    );
    errorOf(await batch(other.token, scenario.id, 'delete', { shotIds: ids }), 404);
    await fixtures.setUserTier(account.user.id, 'sym');
    const gated = errorOf(await batch(token, scenario.id, 'delete', { shotIds: ids }), 403);
    expect(gated.message).toBe('Upgrade to Motion Maker Pro to use batch operations.');
    expect(await listShots(token, scenario.id)).toHaveLength(2);
  });

  it('gives shots their own style module, one the project may use, and takes it off again', async () => {
    const { account, token, scenario, shots } = await proEpisode(2);
    const module = await fixtures.styleModule(account.user.id, { name: 'Ink wash' });
    const stranger = await server.register();
    const theirs = await fixtures.styleModule(stranger.user.id, { name: 'Not yours' });
    const change = dataOf<ShotBatchChange>(
      await batch(token, scenario.id, 'update', { shotIds: [shots[1]!.id], set: { styleModuleId: module.id } }),
    );
    expect(change.shots.map((shot) => shot.styleModuleId)).toEqual([null, module.id]);
    const refused = errorOf(
      await batch(token, scenario.id, 'update', { shotIds: [shots[0]!.id], set: { styleModuleId: theirs.id } }),
      422,
    );
    expect(refused.details).toContainEqual({ field: 'set.styleModuleId', message: 'Style module not found' });
    const cleared = dataOf<ShotBatchChange>(
      await batch(token, scenario.id, 'update', { shotIds: [shots[1]!.id], set: { styleModuleId: null } }),
    );
    expect(cleared.shots[1]!.styleModuleId).toBeNull();
  });

  it('links an asset to the shots that lack it and unlinks it, each undoable', async () => {
    const { account, token, project, scenario, shots } = await proEpisode(3);
    const asset = await fixtures.asset(project.id, account.user.id, { name: 'Mara', type: 'character' });
    await fixtures.shotAsset(shots[1]!.id, asset.id);
    const ids = shots.map((shot) => shot.id);
    const linked = dataOf<ShotBatchChange>(
      await batch(token, scenario.id, 'assets', { shotIds: ids, assetId: asset.id, action: 'link' }),
    );
    expect(linked.shotIds).toEqual([ids[0], ids[2]]);
    expect(linked.shots.map((shot) => shot.assetIds)).toEqual([[asset.id], [asset.id], [asset.id]]);
    // Undo takes away only the links this change made: shot 2 had Mara before.
    const undone = dataOf<ShotBatchChange>(await batch(token, scenario.id, 'undo', { undo: linked.undo }));
    expect(undone.shots.map((shot) => shot.assetIds)).toEqual([[], [asset.id], []]);
    const unlinked = dataOf<ShotBatchChange>(
      await batch(token, scenario.id, 'assets', { shotIds: ids, assetId: asset.id, action: 'unlink' }),
    );
    expect(unlinked.shotIds).toEqual([ids[1]]);
    const back = dataOf<ShotBatchChange>(await batch(token, scenario.id, 'undo', { undo: unlinked.undo }));
    expect(back.shots.map((shot) => shot.assetIds)).toEqual([[], [asset.id], []]);
    const elsewhere = await fixtures.asset((await fixtures.project(account.user.id)).id, account.user.id);
    errorOf(await batch(token, scenario.id, 'assets', { shotIds: ids, assetId: elsewhere.id, action: 'link' }), 422);
  });

  it('deletes shots in one request; undo brings them back with their ids, takes, links and scenes', async () => {
    const { account, token, project, scenario, shots } = await proEpisode(4);
    const asset = await fixtures.asset(project.id, account.user.id, { name: 'Lantern', type: 'prop' });
    const picture = '/media/drawnLanternPicture01.png';
    await fixtures.shotAsset(shots[1]!.id, asset.id);
    // The take first: the fixture gives its file an owner row, which the shot's picture then points at too.
    const take = await fixtures.shotGeneration(shots[1]!.id, { kind: 'image', status: 'completed', url: picture });
    await server.database.db.update(shotsTable).set({ imageUrl: picture }).where(eq(shotsTable.id, shots[1]!.id));
    // Two scenes: shots 1–2 and 3–4; the delete empties the first.
    dataOf(await server.request('POST', `/api/scenarios/${scenario.id}/scenes`, { token, body: { place: 'Pier' } }));
    dataOf(
      await server.request('POST', `/api/scenarios/${scenario.id}/scenes/split`, {
        token,
        body: { shotId: shots[2]!.id, interior: 'INT', place: 'Boathouse', timeOfDay: 'Night' },
      }),
    );
    const gone = [shots[0]!.id, shots[1]!.id];
    const deleted = dataOf<ShotBatchChange>(await batch(token, scenario.id, 'delete', { shotIds: gone }));
    expect(deleted.shotIds).toEqual(gone);
    expect(deleted.shots.map((shot) => [shot.id, shot.sequence])).toEqual([
      [shots[2]!.id, 1],
      [shots[3]!.id, 2],
    ]);
    const scenesAfter = dataOf<Scene[]>(await server.request('GET', `/api/scenarios/${scenario.id}/scenes`, { token }));
    // A scene left without shots keeps its heading (as after single deletes), ready for shots again.
    expect(scenesAfter.map((scene) => [scene.place, scene.shotIds.length])).toEqual([
      ['Pier', 0],
      ['Boathouse', 2],
    ]);

    const undone = dataOf<ShotBatchChange>(await batch(token, scenario.id, 'undo', { undo: deleted.undo }));
    expect(undone.shots.map((shot) => shot.id)).toEqual(shots.map((shot) => shot.id));
    expect(undone.shots[1]).toMatchObject({ imageUrl: expect.stringContaining(picture), assetIds: [asset.id] });
    const takes = dataOf<{ id: string }[]>(
      await server.request('GET', `/api/scenarios/${scenario.id}/shots/${shots[1]!.id}/generations`, { token }),
    );
    expect(takes.map((row) => row.id)).toEqual([take.id]);
    const scenesBack = dataOf<Scene[]>(await server.request('GET', `/api/scenarios/${scenario.id}/scenes`, { token }));
    expect(scenesBack.map((scene) => [scene.place, scene.shotIds])).toEqual([
      ['Pier', gone],
      ['Boathouse', [shots[2]!.id, shots[3]!.id]],
    ]);
    // The same token again changes nothing more (the shots are already back).
    const again = dataOf<ShotBatchChange>(await batch(token, scenario.id, 'undo', { undo: deleted.undo }));
    expect(again.shots.map((shot) => shot.id)).toEqual(shots.map((shot) => shot.id));
  });
});

describe('batch generation: cost, charges and refunds', () => {
  it('quotes before confirming: shots in flight and shots without what the job needs are not charged', async () => {
    const { token, scenario, base, shots } = await proEpisode(4);
    await server.database.db.update(shotsTable).set({ description: '' }).where(eq(shotsTable.id, shots[3]!.id));
    dataOf<JobTicket>(await server.request('POST', `${base}/shots/${shots[0]!.id}/generate`, { token, body: {} }));
    const ids = shots.map((shot) => shot.id);
    const quote = dataOf<ShotBatchQuote>(await batch(token, scenario.id, 'quote', { shotIds: ids, kind: 'image' }));
    expect(quote).toEqual({
      kind: 'image',
      toStart: [ids[1], ids[2]],
      inFlight: [ids[0]],
      skipped: [ids[3]],
      unitCost: 1,
      cost: 2,
    });
    const before = await balanceOf(server, token);
    const started = dataOf<{ jobs: JobTicket[]; skipped: number }>(
      await batch(token, scenario.id, 'generate', { shotIds: ids, kind: 'image' }),
    );
    expect(started.jobs.map((job) => job.cost)).toEqual([0, 1, 1]);
    expect(started.skipped).toBe(1);
    expect(await balanceOf(server, token)).toBe(before - quote.cost);
    // Videos need an image first: none has one yet.
    const videos = dataOf<ShotBatchQuote>(await batch(token, scenario.id, 'quote', { shotIds: ids, kind: 'video' }));
    expect(videos).toMatchObject({ toStart: [], skipped: ids, cost: 0 });
  });

  it('two overlapping batches at once charge each shot exactly once', async () => {
    const { token, scenario, shots } = await proEpisode(6);
    const ids = shots.map((shot) => shot.id);
    const before = await balanceOf(server, token);
    const answers = await Promise.all([
      batch(token, scenario.id, 'generate', { shotIds: ids.slice(0, 4), kind: 'image' }),
      batch(token, scenario.id, 'generate', { shotIds: ids.slice(2), kind: 'image' }),
      batch(token, scenario.id, 'generate', { shotIds: ids, kind: 'image' }),
    ]);
    const tickets = answers.flatMap((answer) => dataOf<{ jobs: JobTicket[] }>(answer).jobs);
    const jobsPerShot = new Map<string, Set<string>>();
    for (const ticket of tickets) {
      const set = jobsPerShot.get(ticket.targetKey!) ?? new Set();
      set.add(ticket.jobId);
      jobsPerShot.set(ticket.targetKey!, set);
    }
    expect([...jobsPerShot.values()].map((set) => set.size)).toEqual(Array.from({ length: 6 }, () => 1));
    expect(tickets.reduce((sum, ticket) => sum + ticket.cost, 0)).toBe(6);
    expect(await balanceOf(server, token)).toBe(before - 6);
  });

  it('stops when credits run out, and each job is refunded on its own when it fails', async () => {
    const { account, token, scenario, shots } = await proEpisode(5);
    const balance = await balanceOf(server, token);
    await server.services.generation.credits.grant(
      { id: account.user.id, tier: 'motionmaker' },
      3 - balance,
      'test: leave 3',
    );
    const ids = shots.map((shot) => shot.id);
    const quote = dataOf<ShotBatchQuote>(await batch(token, scenario.id, 'quote', { shotIds: ids, kind: 'image' }));
    expect(quote.cost).toBe(5);
    const started = dataOf<{ jobs: JobTicket[]; stoppedReason: string | null }>(
      await batch(token, scenario.id, 'generate', { shotIds: ids, kind: 'image' }),
    );
    expect(started.jobs).toHaveLength(3);
    expect(started.stoppedReason).toBe('Not enough credits. You need 1 credits and have 0.');
    // The second shot's job fails (cancelled): its credit alone comes back.
    const failed = started.jobs[1]!;
    const ended = dataOf<Job>(await server.request('DELETE', `/api/jobs/${failed.queue}/${failed.jobId}`, { token }));
    expect(ended.status).toBe('failed');
    expect(await balanceOf(server, token)).toBe(1);
    expect(await releasesOf(account)).toHaveLength(1);
  });
});
