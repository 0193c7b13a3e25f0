import { describe, expect, it } from 'vitest';
import type { CharacterVoice, VoiceClip } from '@sym/contracts';
import { dataOf, errorOf, rowFixtures, useTestServer } from './helpers/fixtures.ts';
import { settledClip } from './helpers/voice-clips.ts';

// A character's voice in the asset bible: set with a provider voice, rate and pitch; lines the character speaks
// (chosen, or named script-style "NAME: words") are spoken with it.
const server = useTestServer();
const fixtures = rowFixtures(server);

describe("a character's voice", () => {
  it('is set on a character and read back; the base edition, other assets and unknown voices are refused', async () => {
    const owner = await server.register();
    const token = owner.accessToken;
    const project = await fixtures.project(owner.user.id);
    const anna = await fixtures.asset(project.id, owner.user.id, { name: 'Anna Keller', type: 'character' });
    const harbour = await fixtures.asset(project.id, owner.user.id, { name: 'Harbour', type: 'location' });
    const voice = { voice: 'en-us+f2', rate: 1.4, pitch: 1.2 };

    expect(dataOf(await server.request('GET', `/api/assets/${anna.id}/voice`, { token }))).toBeNull();
    const base = await server.request('PUT', `/api/assets/${anna.id}/voice`, { token, body: voice });
    expect(base.status).toBe(403);

    await fixtures.setUserTier(owner.user.id, 'motionmaker');
    const set = await server.request('PUT', `/api/assets/${anna.id}/voice`, { token, body: voice });
    // No samples yet, nothing cloned: the voice as chosen.
    const stored = { ...voice, samples: [], cloned: null };
    expect(dataOf<CharacterVoice>(set)).toEqual(stored);
    expect(dataOf(await server.request('GET', `/api/assets/${anna.id}/voice`, { token }))).toEqual(stored);

    const place = await server.request('PUT', `/api/assets/${harbour.id}/voice`, { token, body: voice });
    expect(errorOf(place, 422).details).toEqual([{ field: 'id', message: 'Only a character has a voice' }]);
    const unknown = await server.request('PUT', `/api/assets/${anna.id}/voice`, {
      token,
      body: { ...voice, voice: 'no-such-voice' },
    });
    expect(errorOf(unknown, 422).details?.[0]?.field).toBe('voice');
    const tooFast = await server.request('PUT', `/api/assets/${anna.id}/voice`, { token, body: { ...voice, rate: 9 } });
    expect(tooFast.status).toBe(422);
    const stranger = await server.register();
    const hidden = await server.request('GET', `/api/assets/${anna.id}/voice`, { token: stranger.accessToken });
    expect(hidden.status).toBe(404);
  });

  it("speaks the character's lines with it, whether chosen or named at the start of the line", async () => {
    const owner = await server.register();
    await fixtures.setUserTier(owner.user.id, 'motionmaker');
    const token = owner.accessToken;
    const project = await fixtures.project(owner.user.id);
    const scenario = await fixtures.scenario(project.id, owner.user.id);
    await fixtures.shot(scenario.id, 1, { duration: 8 });
    const anna = await fixtures.asset(project.id, owner.user.id, { name: 'Anna Keller', type: 'character' });
    const elsewhere = await fixtures.asset((await fixtures.project(owner.user.id)).id, owner.user.id, {
      name: 'Tom',
      type: 'character',
    });
    await server.request('PUT', `/api/assets/${anna.id}/voice`, {
      token,
      body: { voice: 'en-us+f2', rate: 1.6, pitch: 1.2 },
    });
    const base = `/api/scenarios/${scenario.id}`;
    const words = 'The lighthouse keeper climbs the stairs every single night.';
    const create = async (body: Record<string, unknown>) => {
      const response = await server.request('POST', `${base}/voice-clips`, { token, body });
      return settledClip(server, token, `${base}/voice-clips`, dataOf<VoiceClip>(response, response.status).id);
    };

    const plain = await create({ text: words });
    expect(plain.error).toBeNull();
    const chosen = await create({ text: words, characterId: anna.id });
    expect(chosen).toMatchObject({ characterId: anna.id, voice: null, text: words, status: 'ready' });
    // Spoken at 1.6 times the rate: clearly shorter than the same words in the default voice.
    expect(chosen.duration!).toBeLessThan(plain.duration! * 0.8);

    const named = await create({ text: `ANNA: ${words}` });
    expect(named).toMatchObject({ characterId: anna.id, text: words });
    expect(named.duration!).toBeCloseTo(chosen.duration!, 1);
    // Nobody of that name: the words stay as they are.
    const nobody = await create({ text: 'Note: bring the lamp.' });
    expect(nobody).toMatchObject({ characterId: null, text: 'Note: bring the lamp.' });

    const foreign = await server.request('POST', `${base}/voice-clips`, {
      token,
      body: { text: words, characterId: elsewhere.id },
    });
    expect(errorOf(foreign, 422).details).toEqual([
      { field: 'characterId', message: 'The speaker must be a character of this project' },
    ]);

    // Taking the speaker away speaks the line again in the default voice.
    await server.request('PATCH', `${base}/voice-clips/${chosen.id}`, { token, body: { characterId: null } });
    const unvoiced = await settledClip(server, token, `${base}/voice-clips`, chosen.id);
    expect(unvoiced.characterId).toBeNull();
    expect(unvoiced.duration!).toBeCloseTo(plain.duration!, 1);
  }, 60_000);
});
