import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import {
  CLIENT_EVENTS,
  FEATURE_GATES,
  FEATURE_NAMES,
  FEATURES,
  OPERATION_CONTRACTS,
  OPERATION_NAMES,
  PROFESSIONAL_FEATURES,
  TIER_CONFIGS,
  gateApplies,
  gatesOf,
  serverMessageText,
  type AuthResult,
  type CollabAck,
  type FeatureGate,
  type OperationContract,
  type OperationName,
  type ProfessionalFeature,
} from '@sym/contracts';
import { callOperation, type CallAnswer } from './helpers/example-call.ts';
import { ExampleWorld } from './helpers/example-world.ts';
import type { LocalSmtpServer } from './helpers/smtp-server.ts';
import { dataOf, errorOf, openRpcSocket, rowFixtures, useTestServer } from './helpers/fixtures.ts';

// Issue 33 item 4: the one table of feature gates, walked. For every professional feature and everything it lists
// on the server (operations, socket events, downloads), a base user on a base site is refused with 403 and the
// upgrade message, and a user holding the professional edition passes the gate. Inputs are the API document's
// examples, made real by the example world (helpers/example-world.ts) around the professional user.

const server = useTestServer();
const fixtures = rowFixtures(server);

/**
 * The inputs that take a conditional gate's path (its `when`), where the documented example does not, per feature:
 * applied over the example. Each must make its feature's gate apply and no other feature's.
 */
const GATED_INPUT: Partial<Record<ProfessionalFeature, Partial<Record<OperationName, Record<string, unknown>>>>> = {
  script_upload: {
    'scenario.script.apply': { source: 'upload' },
    'scenario.script.preview': { source: 'upload' },
  },
  batch_operations: { 'scenario.shots.generateAll': { onlyWithoutImage: false } },
  advanced_export: { 'scenario.export.create': { subtitles: true, languages: ['en'] } },
  custom_voices: {
    'scenario.voiceClip.create': { voice: 'en-us+f2' },
    'scenario.voiceClip.update': { voice: 'en-us+f2' },
  },
  multi_lang: {
    'project.create': { supportedLanguages: ['en', 'de', 'ja'], teamId: undefined },
    'project.createWithStory': { supportedLanguages: ['de', 'ja'] },
    'project.update': { supportedLanguages: ['de', 'ja'] },
    'scenario.create': { supportedLanguages: ['de'], contentLanguage: 'ja' },
    'scenario.update': { supportedLanguages: ['de', 'ja'] },
    'scenario.export.create': { subtitles: false, languages: ['en', 'de'] },
  },
  team_management: {
    'project.create': { teamId: OPERATION_CONTRACTS['teams.create'].example.output.id, supportedLanguages: ['en'] },
  },
};

const upgradeText = (feature: ProfessionalFeature) =>
  serverMessageText('feature.upgrade', { edition: 'Motion Maker Pro', feature: FEATURE_NAMES[feature] });

/** The refusal a gate gives: its own words (script upload) or the upgrade message. */
const refusalText = (feature: ProfessionalFeature, gate: FeatureGate | undefined) =>
  gate?.message ? serverMessageText(gate.message) : upgradeText(feature);

function isGateRefusal(answer: CallAnswer): boolean {
  const error = answer.body.error as { code?: string; messageCode?: string } | undefined;
  return answer.status === 403 && (error?.messageCode?.startsWith('feature.') ?? false);
}

let world: ExampleWorld;
let professional: AuthResult;
let base: AuthResult;

beforeAll(async () => {
  const owner = await server.register({ name: 'Pro Owner' });
  await fixtures.setUserTier(owner.user.id, 'motionmaker');
  await server.services.generation.credits.grant({ id: owner.user.id, tier: 'motionmaker' }, 10_000, 'gates');
  professional = owner;
  base = await server.register({ name: 'Base User' });
  world = new ExampleWorld({
    server,
    owner,
    // No gated operation names a reset token or a social sign-in code.
    mailServer: {} as LocalSmtpServer,
    socialSignIn: () => Promise.reject(new Error('no social sign-in here')),
  });
}, 60_000);

describe('the feature gate table', () => {
  it('covers the fourteen professional features of spec §6, none of the base edition', () => {
    const professionalFeatures = FEATURES.filter((feature) => !TIER_CONFIGS.sym.features.includes(feature));
    expect([...PROFESSIONAL_FEATURES].sort()).toEqual([...professionalFeatures].sort());
    expect(Object.keys(FEATURE_GATES).sort()).toEqual([...professionalFeatures].sort());
  });

  it('lists every operation that carries a gate', () => {
    const listed = new Set(Object.values(FEATURE_GATES).flatMap((entry) => entry.operations));
    const gated = OPERATION_NAMES.filter((name) => gatesOf(OPERATION_CONTRACTS[name] as OperationContract).length);
    expect(gated.filter((name) => !listed.has(name))).toEqual([]);
  });

  it('gates something on the server for every feature', () => {
    const empty = PROFESSIONAL_FEATURES.filter((feature) => {
      const entry = FEATURE_GATES[feature];
      return entry.operations.length + entry.realtimeEvents.length + entry.downloads.length === 0;
    });
    expect(empty).toEqual([]);
  });
});

const ROWS = PROFESSIONAL_FEATURES.flatMap((feature) =>
  FEATURE_GATES[feature].operations.map((name) => ({ feature, name })),
);

describe.each(ROWS)('$feature: $name', ({ feature, name }) => {
  const contract = OPERATION_CONTRACTS[name] as OperationContract;

  it('refuses a base user (403, upgrade message) and lets a professional user through', async () => {
    const example = (contract.example?.input ?? {}) as Record<string, unknown>;
    const override = GATED_INPUT[feature]?.[name] ?? {};
    // Kinds the example world does not make yet keep their documented (made-up) ids: the gate comes first anyway.
    const resolved = await world
      .resolve(contract, { ...example, ...override })
      .catch(() => ({ ...example, ...override }) as Record<string, unknown>);
    const input = Object.fromEntries(Object.entries(resolved).filter(([, value]) => value !== undefined));

    // The input takes this feature's gate and no other professional feature's.
    const parsed = await contract.input.parseAsync(input);
    const applying = gatesOf(contract).filter((gate) => gateApplies(gate, parsed));
    expect(applying.map((gate) => gate.feature)).toEqual([feature]);

    const refused = await callOperation(server, name, contract, input, base.accessToken);
    const detail = `${refused.status} ${refused.text.slice(0, 600)}\ninput: ${JSON.stringify(input)}`;
    expect(refused.status, detail).toBe(403);
    expect(refused.body.error, detail).toMatchObject({
      code: 'FORBIDDEN',
      message: refusalText(feature, applying[0]),
    });

    const served = await callOperation(server, name, contract, input, professional.accessToken);
    expect(isGateRefusal(served), `${served.status} ${served.text.slice(0, 600)}`).toBe(false);
    expect(served.status, `${served.status} ${served.text.slice(0, 600)}`).not.toBe(403);
  });
});

describe('the refusal', () => {
  it('carries the code and parameters the browser translates, on both transports', async () => {
    const answer = errorOf(await server.request('GET', '/api/api-keys', { token: base.accessToken }), 403);
    expect(answer).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Upgrade to Motion Maker Pro to use API access.',
      messageCode: 'feature.upgrade',
      messageParams: { edition: 'Motion Maker Pro', feature: 'API access', featureCode: 'featureName.api_access' },
    });
    const socket = await openRpcSocket(server, base.accessToken);
    try {
      expect(await socket.rpc('apiKeys.list', {})).toMatchObject({
        success: false,
        error: { code: 'FORBIDDEN', message: 'Upgrade to Motion Maker Pro to use API access.' },
      });
    } finally {
      socket.close();
    }
  });

  it('follows the user: a professional user who goes back to the base edition is refused at once', async () => {
    const account = await server.register();
    await fixtures.setUserTier(account.user.id, 'motionmaker');
    dataOf(await server.request('GET', '/api/api-keys', { token: account.accessToken }));
    await fixtures.setUserTier(account.user.id, 'sym');
    errorOf(await server.request('GET', '/api/api-keys', { token: account.accessToken }), 403);
  });
});

describe('downloads', () => {
  const formats = PROFESSIONAL_FEATURES.flatMap((feature) =>
    FEATURE_GATES[feature].downloads.map((format) => ({ feature, format })),
  );

  it.each(formats)('$feature: $format is refused to a base user and sent to a professional one', async (row) => {
    const download = async (account: AuthResult) => {
      const project = await fixtures.project(account.user.id);
      const scenario = await fixtures.scenario(project.id, account.user.id);
      await fixtures.shot(scenario.id, 1, { description: 'A harbour at dawn', duration: 2 });
      return server.request('GET', `/api/scenarios/${scenario.id}/download/${row.format}`, {
        token: account.accessToken,
      });
    };
    expect(errorOf(await download(base), 403)).toMatchObject({ code: 'FORBIDDEN', message: upgradeText(row.feature) });
    expect((await download(professional)).status).toBe(200);
  });

  it('keeps the shot list for the base edition', async () => {
    const project = await fixtures.project(base.user.id);
    const scenario = await fixtures.scenario(project.id, base.user.id);
    const csv = await server.request('GET', `/api/scenarios/${scenario.id}/download/csv`, { token: base.accessToken });
    expect(csv.status).toBe(200);
  });
});

describe('socket events', () => {
  const events = PROFESSIONAL_FEATURES.flatMap((feature) =>
    FEATURE_GATES[feature].realtimeEvents.map((event) => ({ feature, event })),
  );
  const sockets: Socket[] = [];
  afterAll(() => sockets.forEach((socket) => socket.disconnect()));

  /** A signed-in socket in the room of a project of the account's own. */
  async function inOwnProject(account: AuthResult) {
    const project = await fixtures.project(account.user.id);
    const socket = connect(server.url, {
      transports: ['websocket'],
      reconnection: false,
      auth: { token: account.accessToken },
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('auth:ok', () => resolve());
      socket.once('connect_error', reject);
    });
    const send = (event: string, payload: unknown) =>
      new Promise<CollabAck>((resolve) => socket.emit(event, payload, resolve));
    expect(await send(CLIENT_EVENTS.joinProject, { projectId: project.id })).toEqual({ success: true });
    return { projectId: project.id, send };
  }

  const payloadOf = (event: string, projectId: string) =>
    event === CLIENT_EVENTS.userActivity
      ? { projectId, activity: 'editing_scenario' }
      : { projectId, shotId: crypto.randomUUID() };

  it.each(events)('$feature: $event is refused to a base user and taken from a professional one', async (row) => {
    const baseRoom = await inOwnProject(base);
    expect(await baseRoom.send(row.event, payloadOf(row.event, baseRoom.projectId))).toEqual({
      success: false,
      error: { code: 'FORBIDDEN', message: upgradeText(row.feature) },
    });
    const proRoom = await inOwnProject(professional);
    expect(await proRoom.send(row.event, payloadOf(row.event, proRoom.projectId))).toEqual({ success: true });
  });

  it('keeps field locks for the base edition (they keep two editors from overwriting each other)', async () => {
    const room = await inOwnProject(base);
    const lock = { projectId: room.projectId, fieldType: 'shot.description', fieldId: crypto.randomUUID() };
    expect(await room.send(CLIENT_EVENTS.fieldLock, lock)).toEqual({ success: true });
  });
});
