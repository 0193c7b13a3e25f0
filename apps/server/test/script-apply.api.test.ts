import { describe, expect, it } from 'vitest';
import type { AuthResult, Scenario, Shot } from '@sym/contracts';
import { dataOf, errorOf, openRpcSocket, rowFixtures, useTestServer } from './helpers/fixtures.ts';

const server = useTestServer();
const fixtures = rowFixtures(server);

const SCRIPT = [
  'SHOT 1 — ESTABLISHING — 4s — drone',
  'Description: A grey sea under a low sky.',
  'Action: Waves roll in',
  '',
  'SHOT 2 — EXTREME CLOSE — 3.5s — zoom_in',
  'Description: The flounder on the hook.',
  'Action: Flounder speaks',
  'Dialogue: Let me live, fisherman!',
  '',
  'SHOT 3 — WIDE — 2s — pan_left',
  'Description: The hut on the dune.',
  '',
  'TOTAL: 9.5s — 3 shots',
].join('\n');

async function episodeWithShots(account: AuthResult) {
  const project = await fixtures.project(account.user.id);
  const scenario = await fixtures.scenario(project.id, account.user.id);
  const asset = await fixtures.asset(project.id, account.user.id);
  const first = await fixtures.shot(scenario.id, 1, { description: 'Old first' });
  await fixtures.shot(scenario.id, 2, { description: 'Old second' });
  await fixtures.shotAsset(first.id, asset.id);
  await fixtures.shotGeneration(first.id, { url: 'https://images.example/old.png' });
  const base = `/api/scenarios/${scenario.id}`;
  return { project, scenario, base, apply: `${base}/script/apply` };
}

const shotsOf = async (token: string, base: string) =>
  dataOf<Shot[]>(await server.request('GET', `${base}/shots`, { token }));

describe('script apply', () => {
  it("replaces all of the episode's shots with the script's and keeps the script", async () => {
    const owner = await server.register();
    const token = owner.accessToken;
    const { base, apply, scenario } = await episodeWithShots(owner);
    const old = await shotsOf(token, base);
    const applied = dataOf<Shot[]>(await server.request('POST', apply, { token, body: { script: SCRIPT } }));
    expect(applied.map((shot) => [shot.sequence, shot.type, shot.duration, shot.cameraMotion])).toEqual([
      [1, 'establishing', 4, 'drone'],
      [2, 'extreme_close', 3.5, 'zoom_in'],
      [3, 'wide', 2, 'pan_left'],
    ]);
    expect(applied[0]).toMatchObject({ description: 'A grey sea under a low sky.', action: 'Waves roll in' });
    expect(applied[1]!.metadata).toEqual({ dialogue: 'Let me live, fisherman!' });
    expect(applied.every((shot) => shot.assetIds.length === 0 && shot.imageUrl === null)).toBe(true);
    const listed = await shotsOf(token, base);
    expect(listed.map((shot) => shot.id)).toEqual(applied.map((shot) => shot.id));
    expect(listed.some((shot) => old.some((gone) => gone.id === shot.id))).toBe(false);
    const gone = await server.request('GET', `${base}/shots/${old[0]!.id}/generations`, { token });
    expect(gone.status).toBe(404);
    const episode = dataOf<Scenario>(await server.request('GET', `/api/scenarios/${scenario.id}`, { token }));
    expect(episode.script).toBe(SCRIPT);
  });

  it('refuses an unreadable or empty script with 422 and changes nothing', async () => {
    const owner = await server.register();
    const token = owner.accessToken;
    const { base, apply } = await episodeWithShots(owner);
    const before = await shotsOf(token, base);
    const parseFailed = { field: 'script', message: 'Failed to parse script' };
    for (const script of ['Once upon a time there was a fisherman.', '', '   \n  ']) {
      const refused = errorOf(await server.request('POST', apply, { token, body: { script } }), 422);
      expect(refused.details).toEqual([parseFailed]);
    }
    const wrong = errorOf(await server.request('POST', apply, { token, body: { script: 12 } }), 422);
    expect(wrong.details?.[0]?.field).toBe('script');
    const source = errorOf(
      await server.request('POST', apply, { token, body: { script: SCRIPT, source: 'fax' } }),
      422,
    );
    expect(source.details?.[0]?.field).toBe('source');
    expect(await shotsOf(token, base)).toEqual(before);
  });

  it('keeps script upload for the professional edition: 403 in the base edition, applied for motionmaker', async () => {
    const owner = await server.register();
    const token = owner.accessToken;
    const { base, apply } = await episodeWithShots(owner);
    const refused = errorOf(
      await server.request('POST', apply, { token, body: { script: SCRIPT, source: 'upload' } }),
      403,
    );
    expect(refused.message).toBe('Script upload is a MotionMaker feature');
    expect(await shotsOf(token, base)).toHaveLength(2);
    // Pasting or typing in the editor is for everyone.
    expect(
      dataOf<Shot[]>(await server.request('POST', apply, { token, body: { script: SCRIPT, source: 'editor' } })),
    ).toHaveLength(3);

    const pro = await server.register();
    await fixtures.setUserTier(pro.user.id, 'motionmaker');
    const episode = await episodeWithShots(pro);
    const uploaded = dataOf<Shot[]>(
      await server.request('POST', episode.apply, {
        token: pro.accessToken,
        body: { script: SCRIPT, source: 'upload' },
      }),
    );
    expect(uploaded).toHaveLength(3);
  });

  it("answers 401 without a token and 404 for a stranger's episode", async () => {
    const owner = await server.register();
    const stranger = await server.register();
    const { base, apply } = await episodeWithShots(owner);
    expect((await server.request('POST', apply, { body: { script: SCRIPT } })).status).toBe(401);
    const hidden = errorOf(
      await server.request('POST', apply, { token: stranger.accessToken, body: { script: SCRIPT } }),
      404,
    );
    expect(hidden.message).toBe('Episode not found');
    expect(await shotsOf(owner.accessToken, base)).toHaveLength(2);
  });

  it('works over the socket RPC too', async () => {
    const owner = await server.register();
    const { scenario } = await episodeWithShots(owner);
    const { rpc, close } = await openRpcSocket(server, owner.accessToken);
    try {
      const applied = await rpc('scenario.script.apply', { id: scenario.id, script: SCRIPT });
      expect(applied).toMatchObject({ success: true, data: [{ sequence: 1 }, { sequence: 2 }, { sequence: 3 }] });
      const refused = await rpc('scenario.script.apply', { id: scenario.id, script: SCRIPT, source: 'upload' });
      expect(refused).toMatchObject({ success: false, error: { message: 'Script upload is a MotionMaker feature' } });
    } finally {
      close();
    }
  });
});
