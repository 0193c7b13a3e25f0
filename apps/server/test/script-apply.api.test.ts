import { describe, expect, it } from 'vitest';
import type { AuthResult, Scenario, ScriptApplyResult, ScriptPlanSummary, Shot } from '@sym/contracts';
import { dataOf, errorOf, openRpcSocket, rowFixtures, useTestServer } from './helpers/fixtures.ts';

/** Shots without their versions (updatedAt), to compare content. */
const withoutVersions = (shots: readonly Shot[]) => shots.map(({ updatedAt: _version, ...content }) => content);

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

async function scenarioWithShots(account: AuthResult) {
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

/** Three shots with media, links and generations, as a storyboard looks after some work. */
async function scenarioWithMedia(account: AuthResult) {
  const project = await fixtures.project(account.user.id);
  const scenario = await fixtures.scenario(project.id, account.user.id);
  const asset = await fixtures.asset(project.id, account.user.id);
  const sea = await fixtures.shot(scenario.id, 1, {
    type: 'establishing',
    description: 'A grey sea under a low sky.',
    action: 'Waves roll in',
    duration: 4.2,
    cameraMotion: 'drone',
    imageUrl: 'https://images.example/sea-2.png',
    videoUrl: 'https://videos.example/sea.mp4',
    metadata: { scene: 'Shore' },
  });
  await fixtures.shotAsset(sea.id, asset.id);
  await fixtures.shotGeneration(sea.id, { url: 'https://images.example/sea-1.png' });
  await fixtures.shotGeneration(sea.id, { url: 'https://images.example/sea-2.png', isPrimary: true });
  await fixtures.shotGeneration(sea.id, { kind: 'video', url: 'https://videos.example/sea.mp4' });
  const fish = await fixtures.shot(scenario.id, 2, {
    type: 'close',
    description: 'The flounder on the hook.',
    cameraMotion: 'zoom_in',
    duration: 3,
    imageUrl: 'https://images.example/fish.png',
    metadata: { dialogue: 'Let me live, fisherman!', scene: 'Shore' },
  });
  await fixtures.shotGeneration(fish.id, { url: 'https://images.example/fish.png' });
  const hut = await fixtures.shot(scenario.id, 3, { description: 'The hut on the dune.', duration: null });
  const base = `/api/scenarios/${scenario.id}`;
  return { scenario, base, asset, ids: [sea.id, fish.id, hut.id] };
}

const shotsOf = async (token: string, base: string) =>
  dataOf<Shot[]>(await server.request('GET', `${base}/shots`, { token }));

const generationUrls = async (token: string, base: string, shotId: string) =>
  dataOf<{ url: string | null }[]>(await server.request('GET', `${base}/shots/${shotId}/generations`, { token }))
    .map((generation) => generation.url)
    .sort();

describe('script apply', () => {
  it('keeps every shot, image, video, generation and link when the generated script is applied unchanged', async () => {
    const owner = await server.register();
    const token = owner.accessToken;
    const { base, ids } = await scenarioWithMedia(owner);
    const before = await shotsOf(token, base);
    const seaGenerations = await generationUrls(token, base, ids[0]!);
    const { script } = dataOf<{ script: string }>(
      await server.request('POST', `${base}/script/generate`, { token, body: {} }),
    );
    expect(script).not.toMatch(/\[(?:ref|sum):/);
    expect(script).toContain('A grey sea under a low sky.');
    expect(script).toContain('Let me live, fisherman!');

    const preview = dataOf<ScriptPlanSummary>(
      await server.request('POST', `${base}/script/preview`, { token, body: { script } }),
    );
    expect(preview).toMatchObject({ added: 0, updated: 0, unchanged: 3, deleted: 0, deletedImages: 0 });
    const applied = dataOf<ScriptApplyResult>(
      await server.request('POST', `${base}/script/apply`, { token, body: { script } }),
    );
    expect(applied.summary).toEqual(preview);
    expect(applied.shots).toEqual(before);
    expect(await shotsOf(token, base)).toEqual(before);
    expect(await generationUrls(token, base, ids[0]!)).toEqual(seaGenerations);
  });

  it('changes only the edited block, deletes a removed block, adds a new one; undo restores it all', async () => {
    const owner = await server.register();
    const token = owner.accessToken;
    const { base, ids, scenario } = await scenarioWithMedia(owner);
    const before = await shotsOf(token, base);
    const { script } = dataOf<{ script: string }>(
      await server.request('POST', `${base}/script/generate`, { token, body: {} }),
    );

    const edited = script.replace('The flounder on the hook.', 'The flounder gasps on the hook.');
    const editedResult = dataOf<ScriptApplyResult>(
      await server.request('POST', `${base}/script/apply`, { token, body: { script: edited } }),
    );
    expect(editedResult.summary).toMatchObject({ added: 0, updated: 1, unchanged: 2, deleted: 0 });
    // Only the edited shot changed: its content, and so its version.
    expect(withoutVersions(editedResult.shots)).toEqual(
      withoutVersions([before[0]!, { ...before[1]!, description: 'The flounder gasps on the hook.' }, before[2]!]),
    );
    expect(
      editedResult.shots.map((shot) => shot.updatedAt === before[editedResult.shots.indexOf(shot)]!.updatedAt),
    ).toEqual([true, false, true]);

    // The first block (header to blank line) removed, a new block at the end.
    const blocks = edited.split('\n\n');
    const seaIndex = blocks.findIndex((text) => text.includes('A grey sea'));
    const trimmed = [...blocks.slice(0, seaIndex), ...blocks.slice(seaIndex + 1)].join('\n\n');
    const changed = `${trimmed.trimEnd()}\n\nSHOT 4 — WIDE — 3s\nDescription: The sea turns black.\n`;
    const preview = dataOf<ScriptPlanSummary>(
      await server.request('POST', `${base}/script/preview`, { token, body: { script: changed } }),
    );
    expect(preview).toMatchObject({
      added: 1,
      updated: 0,
      deleted: 1,
      deletedImages: 2,
      deletedVideos: 1,
      deletedSequences: [1],
    });
    const result = dataOf<ScriptApplyResult>(
      await server.request('POST', `${base}/script/apply`, { token, body: { script: changed } }),
    );
    expect(result.shots.map((shot) => shot.id).slice(0, 2)).toEqual([ids[1], ids[2]]);
    expect(result.shots.map((shot) => shot.sequence)).toEqual([1, 2, 3]);
    expect(result.shots[2]).toMatchObject({ description: 'The sea turns black.', imageUrl: null, assetIds: [] });
    expect(result.shots[0]).toMatchObject({ imageUrl: 'https://images.example/fish.png' });
    const gone = await server.request('GET', `${base}/shots/${ids[0]}/generations`, { token });
    expect(gone.status).toBe(404);

    // Undo the second apply: the sea shot is back with its id, media, generations and link; the new shot is gone.
    const restored = dataOf<Shot[]>(
      await server.request('POST', `${base}/script/undo`, { token, body: { undo: result.undo } }),
    );
    expect(withoutVersions(restored)).toEqual(
      withoutVersions([before[0]!, { ...before[1]!, description: 'The flounder gasps on the hook.' }, before[2]!]),
    );
    expect(await generationUrls(token, base, ids[0]!)).toEqual([
      'https://images.example/sea-1.png',
      'https://images.example/sea-2.png',
    ]);
    // And the first: the text as it was.
    dataOf<Shot[]>(await server.request('POST', `${base}/script/undo`, { token, body: { undo: editedResult.undo } }));
    expect(withoutVersions(await shotsOf(token, base))).toEqual(withoutVersions(before));
    const saved = dataOf<Scenario>(await server.request('GET', `/api/scenarios/${scenario.id}`, { token }));
    expect(saved.script).toBe(changed);
  });

  it('matches a script without refs by order and text; a script sharing nothing replaces the shots', async () => {
    const owner = await server.register();
    const token = owner.accessToken;
    const { base, ids } = await scenarioWithMedia(owner);
    const before = await shotsOf(token, base);
    const untagged = SCRIPT.replace('The hut on the dune.', 'The little hut on the dune.');
    const preview = dataOf<ScriptPlanSummary>(
      await server.request('POST', `${base}/script/preview`, { token, body: { script: untagged } }),
    );
    expect(preview.matchedByText).toEqual([
      { sequence: 1, block: 1 },
      { sequence: 2, block: 2 },
      { sequence: 3, block: 3 },
    ]);
    const applied = dataOf<ScriptApplyResult>(
      await server.request('POST', `${base}/script/apply`, { token, body: { script: untagged } }),
    );
    expect(applied.shots.map((shot) => shot.id)).toEqual(ids);
    expect(applied.shots[0]!.imageUrl).toBe(before[0]!.imageUrl);
    expect(applied.shots[2]!.description).toMatch(/^The little hut on the dune\./);

    const other = await scenarioWithShots(owner);
    const replaced = dataOf<ScriptApplyResult>(
      await server.request('POST', other.apply, { token, body: { script: SCRIPT } }),
    );
    expect(replaced.summary).toMatchObject({ added: 3, deleted: 2, deletedImages: 1, matchedByText: [] });
    expect(replaced.shots.map((shot) => [shot.sequence, shot.type, shot.duration, shot.cameraMotion])).toEqual([
      [1, 'establishing', 4, 'drone'],
      [2, 'extreme_close', 3.5, 'zoom_in'],
      [3, 'wide', 2, 'pan_left'],
    ]);
    expect(replaced.shots[1]!.metadata).toEqual({ dialogue: 'Let me live, fisherman!' });
  });

  it('generates a screenplay (headings, names, dialogue under its speaker) that applies back onto its shots', async () => {
    const owner = await server.register();
    const token = owner.accessToken;
    const project = await fixtures.project(owner.user.id);
    const scenario = await fixtures.scenario(project.id, owner.user.id);
    const base = `/api/scenarios/${scenario.id}`;
    const texts = [
      { type: 'establishing', description: 'The old lighthouse stood on the cliff at night.', action: 'Stood' },
      {
        type: 'close',
        description: 'Mara climbed the spiral stairs of the old lighthouse.',
        action: 'Frowns, pulls, points, marked',
        cameraMotion: 'tilt_up',
        metadata: { dialogue: 'A boat, out there!' },
      },
      {
        type: 'wide',
        description: 'At dawn Mara ran down to the harbour, where Old Tobias was mending his nets.',
        action: 'Ran',
        cameraMotion: 'tracking',
        metadata: { dialogue: 'Tobias: You are up early.' },
      },
    ];
    const ids: string[] = [];
    for (const [index, values] of texts.entries()) {
      const shot = await fixtures.shot(scenario.id, index + 1, { duration: 4, ...values });
      await fixtures.shotGeneration(shot.id, { url: `https://images.example/${index + 1}.png`, isPrimary: true });
      ids.push(shot.id);
    }
    // The episode sets the last shot at a location: its heading names it, as the episode's scenes do.
    const market = await fixtures.asset(project.id, owner.user.id, { name: 'Fish Market', type: 'location' });
    await fixtures.shotAsset(ids[2]!, market.id);
    const before = await shotsOf(token, base);
    const { script } = dataOf<{ script: string }>(
      await server.request('POST', `${base}/script/generate`, { token, body: { prompt: 'make it tense' } }),
    );
    const lines = script.split('\n');
    expect(lines[0]).toBe('NOTE: make it tense');
    expect(lines.filter((line) => /^(?:INT|EXT)\. /.test(line))).toEqual([
      'EXT. OLD LIGHTHOUSE — NIGHT',
      'INT. OLD LIGHTHOUSE — SPIRAL STAIRS — NIGHT',
      'EXT. FISH MARKET — DAWN',
    ]);
    expect(lines).toContain('CUT TO:');
    // The shots' own words: no tense, case or wording changes.
    expect(lines).toContain('Mara climbed the spiral stairs of the old lighthouse.');
    expect(lines).toContain('Frowns, pulls, points, marked');
    expect(script).toMatch(/^ +MARA\n +A boat, out there!$/m);
    expect(script).toMatch(/^ +TOBIAS\n +You are up early\.$/m);
    expect(lines.filter((line) => /^SHOT \d · /.test(line))).toHaveLength(3);
    expect(script).not.toMatch(/\[(?:ref|sum):/);

    const preview = dataOf<ScriptPlanSummary>(
      await server.request('POST', `${base}/script/preview`, { token, body: { script } }),
    );
    expect(preview).toMatchObject({ added: 0, updated: 0, unchanged: 3, deleted: 0 });

    // One action line edited: that shot takes the line as written, the others keep their text and images.
    const edited = script.replace('Frowns, pulls, points, marked', 'Mara gasps and drops the telescope.');
    const applied = dataOf<ScriptApplyResult>(
      await server.request('POST', `${base}/script/apply`, { token, body: { script: edited } }),
    );
    expect(applied.summary).toMatchObject({ added: 0, updated: 1, unchanged: 2, deleted: 0 });
    expect(applied.shots.map((shot) => shot.id)).toEqual(ids);
    expect(applied.shots.map((shot) => shot.imageUrl)).toEqual(before.map((shot) => shot.imageUrl));
    expect(withoutVersions([applied.shots[0]!, applied.shots[2]!])).toEqual(withoutVersions([before[0]!, before[2]!]));
    expect(applied.shots[1]).toMatchObject({
      type: 'close',
      cameraMotion: 'tilt_up',
      duration: 4,
      description: 'Mara climbed the spiral stairs of the old lighthouse.',
      action: 'Mara gasps and drops the telescope.',
      metadata: { dialogue: 'A boat, out there!' },
    });
  });

  it('refuses an unreadable or empty script with 422 and changes nothing', async () => {
    const owner = await server.register();
    const token = owner.accessToken;
    const { base, apply } = await scenarioWithShots(owner);
    const before = await shotsOf(token, base);
    const parseFailed = { field: 'script', message: 'Failed to parse script' };
    for (const script of ['Once upon a time there was a fisherman.', '', '   \n  ']) {
      const refused = errorOf(await server.request('POST', apply, { token, body: { script } }), 422);
      expect(refused.details).toEqual([parseFailed]);
      const previewed = errorOf(
        await server.request('POST', `${base}/script/preview`, { token, body: { script } }),
        422,
      );
      expect(previewed.details).toEqual([parseFailed]);
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

  it('refuses an undo token that is forged, damaged or of another episode with 422', async () => {
    const owner = await server.register();
    const token = owner.accessToken;
    const first = await scenarioWithShots(owner);
    const second = await scenarioWithShots(owner);
    const { undo } = dataOf<ScriptApplyResult>(
      await server.request('POST', first.apply, { token, body: { script: SCRIPT } }),
    );
    const [body, signature] = undo.split('.');
    const middle = Math.floor(body!.length / 2);
    const flipped = body![middle] === 'A' ? 'B' : 'A';
    const forged = `${body!.slice(0, middle)}${flipped}${body!.slice(middle + 1)}.${signature}`;
    const refusals = [
      [second.base, undo],
      [first.base, forged],
      [first.base, 'not-a-token'],
    ] as const;
    for (const [base, candidate] of refusals) {
      const refused = errorOf(
        await server.request('POST', `${base}/script/undo`, { token, body: { undo: candidate } }),
        422,
      );
      expect(refused.details).toEqual([{ field: 'undo', message: 'This script change can no longer be undone' }]);
    }
    const missing = errorOf(await server.request('POST', `${first.base}/script/undo`, { token, body: {} }), 422);
    expect(missing.details?.[0]?.field).toBe('undo');
    expect(await shotsOf(token, second.base)).toHaveLength(2);
  });

  it('keeps script upload for the professional edition: 403 in the base edition, applied for motionmaker', async () => {
    const owner = await server.register();
    const token = owner.accessToken;
    const { base, apply } = await scenarioWithShots(owner);
    for (const path of [apply, `${base}/script/preview`]) {
      const refused = errorOf(
        await server.request('POST', path, { token, body: { script: SCRIPT, source: 'upload' } }),
        403,
      );
      expect(refused.message).toBe('Script upload is a MotionMaker feature');
    }
    expect(await shotsOf(token, base)).toHaveLength(2);
    // Pasting or typing in the editor is for everyone.
    const typed = dataOf<ScriptApplyResult>(
      await server.request('POST', apply, { token, body: { script: SCRIPT, source: 'editor' } }),
    );
    expect(typed.shots).toHaveLength(3);

    const pro = await server.register();
    await fixtures.setUserTier(pro.user.id, 'motionmaker');
    const scenario = await scenarioWithShots(pro);
    const uploaded = dataOf<ScriptApplyResult>(
      await server.request('POST', scenario.apply, {
        token: pro.accessToken,
        body: { script: SCRIPT, source: 'upload' },
      }),
    );
    expect(uploaded.shots).toHaveLength(3);
  });

  it("answers 401 without a token and 404 for a stranger's episode", async () => {
    const owner = await server.register();
    const stranger = await server.register();
    const { base, apply } = await scenarioWithShots(owner);
    const { undo } = dataOf<ScriptApplyResult>(
      await server.request('POST', apply, { token: owner.accessToken, body: { script: SCRIPT } }),
    );
    const calls = [
      [apply, { script: SCRIPT }],
      [`${base}/script/preview`, { script: SCRIPT }],
      [`${base}/script/undo`, { undo }],
    ] as const;
    for (const [path, body] of calls) {
      expect((await server.request('POST', path, { body })).status).toBe(401);
      const hidden = errorOf(await server.request('POST', path, { token: stranger.accessToken, body }), 404);
      expect(hidden.message).toBe('Episode not found');
    }
    expect(await shotsOf(owner.accessToken, base)).toHaveLength(3);
  });

  it('works over the socket RPC too', async () => {
    const owner = await server.register();
    const { scenario } = await scenarioWithShots(owner);
    const { rpc, close } = await openRpcSocket(server, owner.accessToken);
    try {
      const previewed = await rpc('scenario.script.preview', { id: scenario.id, script: SCRIPT });
      expect(previewed).toMatchObject({ success: true, data: { added: 3, deleted: 2 } });
      const applied = await rpc('scenario.script.apply', { id: scenario.id, script: SCRIPT });
      expect(applied).toMatchObject({
        success: true,
        data: { shots: [{ sequence: 1 }, { sequence: 2 }, { sequence: 3 }] },
      });
      const undo = (applied as { data: ScriptApplyResult }).data.undo;
      const undone = await rpc('scenario.script.undo', { id: scenario.id, undo });
      expect(undone).toMatchObject({
        success: true,
        data: [{ description: 'Old first' }, { description: 'Old second' }],
      });
      const refused = await rpc('scenario.script.apply', { id: scenario.id, script: SCRIPT, source: 'upload' });
      expect(refused).toMatchObject({ success: false, error: { message: 'Script upload is a MotionMaker feature' } });
    } finally {
      close();
    }
  });
});
