// Convergence fuzz test (issue 14): simulated tabs of an owner and two collaborators, over real sockets, make
// random edits, locks, selections, disconnects and reconnects, several at once. At the end every connected tab's
// view equals the server's, no lock or selection belongs to a departed user, and presence lists only connected
// users. Script edits (issue 30, item 11) save as the web's editor does and meet shot edits that touch the
// script (apply, generate) and shot changes that do not: no save is refused over an unchanged script, and every
// tab ends with the server's script. Seeds: CONVERGENCE_SEEDS=1,2,3 (default 1..12), steps per seed:
// CONVERGENCE_STEPS (default 60).
import { describe, expect, it } from 'vitest';
import {
  CLIENT_EVENTS,
  PRESENCE_ACTIVITIES,
  type HeldLock,
  type PresenceUser,
  type ShotSelection,
} from '@sym/contracts';
import { dataOf, projectApi, rowFixtures, useTestServer } from './helpers/fixtures.ts';
import { CollabClient, describeLock, pickShot, selectionKey, type ViewShot } from './helpers/collab-client.ts';
import { editScript, FUZZ_SCRIPT, rewriteFromOrToShots } from './helpers/script-fuzz-actions.ts';

// Presence (activity, shot selections) is live collaboration, the professional edition's (feature-gates.api.test.ts).
const server = useTestServer({ APP_TIER: 'motionmaker' });
const SEEDS = (process.env.CONVERGENCE_SEEDS ?? '1,2,3,4,5,6,7,8,9,10,11,12').split(',').map(Number);
const STEPS = Number(process.env.CONVERGENCE_STEPS ?? 60);

/** mulberry32: a small seeded generator, so a failing run can be replayed with its seed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T | undefined => items[Math.floor(next() * items.length)],
    shuffle: <T>(items: readonly T[]): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
  };
}

/** Waits until `check` passes (what the users would see), re-trying; the ceiling only catches a hang. */
async function eventually(check: () => void | Promise<void>, ceilingMs = 20_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() - started > ceilingMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

async function setUp(seed: number) {
  const fixtures = rowFixtures(server);
  const { owner, collaborator, project } = await projectApi(server).sharedProject({ name: `Convergence ${seed}` });
  const second = await server.register();
  const observer = await server.register();
  await fixtures.collaborator(project.id, second.user.id);
  await fixtures.collaborator(project.id, observer.user.id);
  const scenario = dataOf<{ id: string }>(
    await server.request('POST', '/api/scenarios', {
      token: owner.accessToken,
      body: { projectId: project.id, name: 'Episode', script: FUZZ_SCRIPT },
    }),
  );
  for (let i = 1; i <= 4; i += 1) {
    dataOf(
      await server.request('POST', `/api/scenarios/${scenario.id}/shots`, {
        token: owner.accessToken,
        body: { description: `Shot ${i}` },
      }),
    );
  }
  const tab = (account: typeof owner, name: string) =>
    new CollabClient(server, account.accessToken, account.user.id, `${name}-${seed}-tab`, project.id, scenario.id);
  const clients = [tab(owner, 'ownerA'), tab(owner, 'ownerB'), tab(collaborator, 'collabC'), tab(second, 'collabD')];
  return { project, scenario, clients, observer, owner };
}

type Random = ReturnType<typeof generator>;

/** One random action of one tab, as a user (or a flaky network) would do it. */
interface RunIds {
  projectId: string;
  scenarioId: string;
  /** The tab's own line of the script. */
  slotOf: (client: CollabClient) => number;
}

async function act(client: CollabClient, random: Random, step: number, ids: RunIds) {
  if (!client.online) {
    if (random.next() < 0.6) await client.connect();
    return;
  }
  const { projectId, scenarioId } = ids;
  const shot = random.pick(client.shots);
  const roll = random.int(15);
  if (roll <= 2 && shot) {
    const description = `${client.clientId} step ${step}`;
    const answer = await client.rpc('scenario.shot.update', {
      id: scenarioId,
      shotId: shot.id,
      description,
      ...(shot.updatedAt ? { expectedUpdatedAt: shot.updatedAt } : {}),
    });
    if (answer.success) client.applyOwn('shot.updated', { shot: answer.data });
    else if (answer.error?.code === 'CONFLICT') {
      const current = (answer.error as { current?: ViewShot }).current;
      if (current) client.applyOwn('shot.updated', { shot: pickShot(current) });
    }
  } else if (roll === 3) {
    const answer = await client.rpc('scenario.shot.create', {
      id: scenarioId,
      description: `new by ${client.clientId}`,
    });
    // The new shot arrives as the tab's own shot.created event, in sequence with the others' changes (the web
    // reads the list again): applying the answer could bring back a shot that a later script apply removed.
    if (!answer.success) expect(answer.error.code, answer.error.message).toBe('VALIDATION_ERROR');
  } else if (roll === 4 && shot && client.shots.length > 2) {
    const answer = await client.rpc('scenario.shot.delete', { id: scenarioId, shotId: shot.id });
    if (answer.success) client.applyOwn('shot.deleted', { id: shot.id });
  } else if (roll === 5) {
    const answer = await client.rpc('scenario.shots.reorder', {
      id: scenarioId,
      shotIds: random.shuffle(client.shots.map((s) => s.id)),
    });
    // The new order arrives as the tab's own shot.reordered event, in sequence with the others' changes.
    if (!answer.success) expect(answer.error.code, answer.error.message).toBe('VALIDATION_ERROR');
  } else if (roll === 6 && shot) {
    await client.emit(CLIENT_EVENTS.fieldLock, {
      projectId,
      fieldType: 'shot.description',
      fieldId: shot.id,
      force: random.next() < 0.3,
    });
  } else if (roll === 7) {
    const held = [...client.locks.values()].filter((lock) => lock.userId === client.userId);
    const lock = random.pick(held);
    if (lock)
      await client.emit(CLIENT_EVENTS.fieldUnlock, { projectId, fieldType: lock.fieldType, fieldId: lock.fieldId });
  } else if (roll === 8 && shot) {
    const event = random.next() < 0.6 ? CLIENT_EVENTS.shotSelect : CLIENT_EVENTS.shotDeselect;
    await client.emit(event, { projectId, shotId: shot.id });
  } else if (roll === 9) {
    await client.emit(CLIENT_EVENTS.userActivity, { projectId, activity: random.pick(PRESENCE_ACTIVITIES) });
  } else if (roll === 10) {
    client.disconnect();
  } else if (roll <= 12) {
    await editScript(client, random, ids.slotOf(client), step);
  } else if (roll === 13 && shot) {
    // A shot change that leaves the script alone (it moves the episode's version).
    await client.rpc('scenario.shot.update', { id: scenarioId, shotId: shot.id, duration: 1 + random.int(9) });
  } else if (roll === 14) {
    await rewriteFromOrToShots(client, random, scenarioId);
  }
}

interface Snapshot {
  users: PresenceUser[];
  locks: HeldLock[];
  selections: ShotSelection[];
}

/** What a tab joining now is told: the server's presence, locks and selections. */
async function observe(observer: CollabClient): Promise<Snapshot> {
  observer.disconnect();
  await observer.connect();
  return {
    users: [...observer.users.values()],
    locks: [...observer.locks.values()],
    selections: [...observer.selections].map((key) => {
      const [userId, shotId] = key.split(':');
      return { userId: userId!, shotId: shotId! };
    }),
  };
}

describe('convergence of simulated collaborators', () => {
  it.each(SEEDS)('seed %i: every tab ends with the server state', async (seed) => {
    const random = generator(seed);
    const { project, scenario, clients, observer } = await setUp(seed);
    const ids = { projectId: project.id, scenarioId: scenario.id, slotOf: (tab: CollabClient) => clients.indexOf(tab) };
    await Promise.all(clients.map((client) => client.connect()));

    for (let step = 0; step < STEPS; step += 1) {
      const actors = random.shuffle(clients).slice(0, 1 + random.int(3));
      await Promise.all(actors.map((client) => act(client, random, step, ids)));
    }

    const watcher = new CollabClient(
      server,
      observer.accessToken,
      observer.user.id,
      `observer-${seed}`,
      project.id,
      scenario.id,
    );
    const online = clients.filter((client) => client.online);
    const onlineUsers = new Set([...online.map((client) => client.userId), observer.user.id]);
    try {
      await eventually(async () => {
        const serverShots = dataOf<ViewShot[]>(
          await server.request('GET', `/api/scenarios/${scenario.id}/shots`, { token: clients[0]!.token }),
        ).map((shot) => `${shot.sequence}:${shot.id}:${shot.description}`);
        for (const client of online) {
          expect(
            client.shots.map((shot) => `${shot.sequence}:${shot.id}:${shot.description}`),
            client.clientId,
          ).toEqual(serverShots);
        }
      });
      await eventually(async () => {
        const { script } = dataOf<{ script: string | null }>(
          await server.request('GET', `/api/scenarios/${scenario.id}`, { token: clients[0]!.token }),
        );
        for (const client of online) expect(client.script?.text, client.clientId).toBe(script ?? '');
      });
      for (const client of clients) {
        expect(client.falseScriptConflicts + (client.script?.falseConflicts ?? 0), client.clientId).toBe(0);
      }
      let snapshot: Snapshot | undefined;
      await eventually(async () => {
        snapshot = await observe(watcher);
        expect(new Set(snapshot.users.map((user) => user.userId))).toEqual(onlineUsers);
        for (const lock of snapshot.locks) expect(onlineUsers.has(lock.userId), describeLock(lock)).toBe(true);
        for (const selection of snapshot.selections) expect(onlineUsers.has(selection.userId)).toBe(true);
      });
      const locks = snapshot!.locks.map(describeLock).sort();
      const selections = snapshot!.selections.map(selectionKey).sort();
      await eventually(() => {
        for (const client of online) {
          expect([...client.users.keys()].sort(), client.clientId).toEqual([...onlineUsers].sort());
          expect([...client.locks.values()].map(describeLock).sort(), client.clientId).toEqual(locks);
          expect([...client.selections].sort(), client.clientId).toEqual(selections);
        }
      });
    } finally {
      watcher.disconnect();
      clients.forEach((client) => client.disconnect());
    }
  });
});
