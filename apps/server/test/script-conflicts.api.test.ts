// False and stale script conflicts (issue 30, item 11): two users' clients against the real server. A save of the
// script is refused only when the script itself changed since the text it was edited from — not when a shot (or
// anything else of the episode) changed — and lines changed on different sides merge without a conflict box.
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_EVENTS, SERVER_EVENTS, type HeldLock, type Scenario } from '@sym/contracts';
import { tabsOf } from './helpers/collab-tabs.ts';
import { dataOf, errorOf, openRpcSocket, projectApi, useTestServer } from './helpers/fixtures.ts';
import { ScriptEditorModel, type ScriptSaveAnswer } from './helpers/script-editor-model.ts';

const server = useTestServer();
const tabs = tabsOf(server);
const sockets: { close: () => void }[] = [];
afterEach(() => {
  tabs.closeAll();
  sockets.splice(0).forEach((socket) => socket.close());
});

const SCRIPT = [
  'SHOT 1 — WIDE — 4s',
  'Description: The rocket on the pad.',
  '',
  'SHOT 2 — CLOSE — 2s',
  'Description: Ada checks the dials.',
].join('\n');

/** An owner (A) and a collaborator (B) on an episode with SCRIPT and one shot; B talks over a socket. */
async function twoUsers() {
  const { owner, collaborator, project } = await projectApi(server).sharedProject();
  const scenario = dataOf<Scenario>(
    await server.request('POST', '/api/scenarios', {
      token: owner.accessToken,
      body: { projectId: project.id, name: 'Launch', script: SCRIPT },
    }),
  );
  const shot = dataOf<{ id: string }>(
    await server.request('POST', `/api/scenarios/${scenario.id}/shots`, {
      token: owner.accessToken,
      body: { description: 'The rocket', duration: 4 },
    }),
  );
  const socketB = await openRpcSocket(server, collaborator.accessToken);
  sockets.push(socketB);
  const path = `/api/scenarios/${scenario.id}`;
  /** A's editor saves over HTTP. */
  const saveOverHttp = async (body: object): Promise<ScriptSaveAnswer> =>
    (await server.request('PATCH', path, { token: owner.accessToken, body })).body as ScriptSaveAnswer;
  /** B's editor saves over the socket. */
  const saveOverSocket = async (body: object): Promise<ScriptSaveAnswer> =>
    (await socketB.rpc('scenario.update', { id: scenario.id, ...body })) as ScriptSaveAnswer;
  const read = async () => dataOf<Scenario>(await server.request('GET', path, { token: owner.accessToken }));
  return { owner, collaborator, project, scenario, shot, socketB, path, saveOverHttp, saveOverSocket, read };
}

describe('script saves meet only real conflicts', () => {
  it("B changes a shot's duration, then A saves the script: saved, no conflict", async () => {
    const { scenario, shot, socketB, path, owner, read } = await twoUsers();
    const changed = await socketB.rpc('scenario.shot.update', { id: scenario.id, shotId: shot.id, duration: 6 });
    expect(changed.success).toBe(true);

    const mine = `${SCRIPT}\nAction: Lift-off`;
    const saved = dataOf<Scenario>(
      await server.request('PATCH', path, {
        token: owner.accessToken,
        body: { script: mine, baseScript: SCRIPT, expectedUpdatedAt: scenario.updatedAt },
      }),
    );
    expect(saved.script).toBe(mine);
    expect((await read()).script).toBe(mine);
  });

  it('still refuses a save over a script someone else changed, answering their script', async () => {
    const { scenario, owner, path, saveOverSocket } = await twoUsers();
    const theirs = `${SCRIPT}\nNote: B's note`;
    expect(
      await saveOverSocket({ script: theirs, baseScript: SCRIPT, expectedUpdatedAt: scenario.updatedAt }),
    ).toMatchObject({ success: true });
    const stale = await server.request('PATCH', path, {
      token: owner.accessToken,
      body: { script: 'Mine', baseScript: SCRIPT, expectedUpdatedAt: scenario.updatedAt },
    });
    expect(errorOf(stale, 409)).toMatchObject({ code: 'CONFLICT', current: { id: scenario.id, script: theirs } });
    // Writing what is already stored is no conflict: both made the same change.
    dataOf(
      await server.request('PATCH', path, {
        token: owner.accessToken,
        body: { script: theirs, baseScript: SCRIPT, expectedUpdatedAt: scenario.updatedAt },
      }),
    );
  });

  it('keeps the version check for the other fields: a stale rename is still a conflict', async () => {
    const { scenario, socketB, path, owner } = await twoUsers();
    expect(await socketB.rpc('scenario.update', { id: scenario.id, name: 'Theirs' })).toMatchObject({ success: true });
    const stale = await server.request('PATCH', path, {
      token: owner.accessToken,
      body: { name: 'Mine', script: 'x', baseScript: SCRIPT, expectedUpdatedAt: scenario.updatedAt },
    });
    expect(errorOf(stale, 409)).toMatchObject({ code: 'CONFLICT', current: { name: 'Theirs' } });
  });

  it('both edit the script with take-over (different lines, a shot changed meanwhile): no conflict box for either', async () => {
    const { owner, collaborator, project, scenario, shot, socketB, saveOverHttp, saveOverSocket, read } =
      await twoUsers();
    const tabA = await tabs.joined(owner.accessToken, project.id);
    const tabB = await tabs.joined(collaborator.accessToken, project.id);
    const field = { projectId: project.id, fieldType: 'scenario.script', fieldId: scenario.id };
    expect(await tabA.send(CLIENT_EVENTS.fieldLock, field)).toEqual({ success: true });
    const since = tabA.mark();
    expect(await tabB.send(CLIENT_EVENTS.fieldLock, { ...field, force: true })).toMatchObject({ success: true });
    // On PostgreSQL the tab's own lock event may still be on its way: wait for the take-over's.
    const takenOver = await tabA.waitFor<HeldLock>(
      SERVER_EVENTS.fieldLocked,
      (lock) => lock.userId === collaborator.user.id,
      since,
    );
    expect(takenOver.userId).toBe(collaborator.user.id);

    const editorA = new ScriptEditorModel(scenario, saveOverHttp);
    const editorB = new ScriptEditorModel(scenario, saveOverSocket);
    editorA.type(SCRIPT.replace('on the pad.', 'on the pad at dawn.'));
    editorB.type(SCRIPT.replace('checks the dials.', 'checks the dials twice.'));
    await socketB.rpc('scenario.shot.update', { id: scenario.id, shotId: shot.id, duration: 5 });

    expect(await editorA.save()).toBe('saved');
    expect(await editorB.save()).toBe('saved');
    const both = SCRIPT.replace('on the pad.', 'on the pad at dawn.').replace(
      'checks the dials.',
      'checks the dials twice.',
    );
    expect((await read()).script).toBe(both);
    expect(editorB.text).toBe(both);
    expect([editorA.conflictsShown, editorB.conflictsShown]).toEqual([0, 0]);
    expect([editorA.falseConflicts, editorB.falseConflicts]).toEqual([0, 0]);
  });

  it('both change the same line: only the later save shows the conflict box', async () => {
    const { scenario, saveOverHttp, saveOverSocket, read } = await twoUsers();
    const editorA = new ScriptEditorModel(scenario, saveOverHttp);
    const editorB = new ScriptEditorModel(scenario, saveOverSocket);
    editorA.type(SCRIPT.replace('4s', '5s'));
    editorB.type(SCRIPT.replace('4s', '6s'));
    expect(await editorA.save()).toBe('saved');
    expect(await editorB.save()).toBe('conflict');
    expect([editorA.conflictsShown, editorB.conflictsShown]).toEqual([0, 1]);

    // B keeps theirs and adds a note; A, editing again from the stored text, takes the latest (with the note).
    expect(await editorB.keepMine()).toBe('saved');
    editorB.type(`${editorB.text}\nNote: B's note`);
    expect(await editorB.save()).toBe('saved');
    editorA.type(SCRIPT.replace('4s', '7s'));
    expect(await editorA.save()).toBe('conflict');
    await editorA.takeTheirs(read);
    expect(editorA.text).toBe(`${SCRIPT.replace('4s', '6s')}\nNote: B's note`);
    expect((await read()).script).toBe(editorA.text);
  });
});
