import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_CONTRACTS, type OperationContract, type OperationName } from '@sym/contracts';
import { callOperation, type CallAnswer } from './helpers/example-call.ts';
import { ExampleWorld, registerExampleOwner } from './helpers/example-world.ts';
import { signInAtProvider, startIdentityProvider, type LocalIdentityProvider } from './helpers/oidc-provider.ts';
import { startSmtpServer, type LocalSmtpServer } from './helpers/smtp-server.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

// Issue 29 item 7: the API document's examples pass their own operation. Every operation's documented example
// input runs against a live server (RESPONSE_CHECK on: a 2xx whose data matches the output schema), with the
// examples' made-up ids replaced by real records of the same kind (helpers/example-world.ts). An operation
// without an example, or whose example is refused, fails here unless EXCEPTIONS says why it must be refused.

/**
 * Operations whose example cannot succeed in a test world, with the status they answer instead and why. Social
 * sign-in has a local identity provider, password reset a local mail server, payment the built-in self-service
 * provider; only voice cloning waits on a provider this world does not run.
 */
const EXCEPTIONS: Partial<Record<OperationName, { status: number; reason: string }>> = {
  'asset.voice.clone': {
    status: 422,
    reason:
      "the world speaks with the local espeak provider, which cannot clone ('The speech provider in use cannot " +
      "clone voices'); voice-cloning.api.test.ts runs the example's call against the ElevenLabs fake",
  },
};

/**
 * Operations that sign sessions out or change the account: they run last, in this order, each with a session
 * of its own (the account is deleted at the very end).
 */
const ACCOUNT_PHASE: readonly OperationName[] = [
  'auth.sessions.revokeOthers',
  'auth.password.change',
  'auth.password.reset',
  'auth.logout',
  'users.deleteAccount',
];

/** Operations that rewrite an episode's shots: after the other writes and deletes, which name its shots. */
const REWRITES_SCENARIO: ReadonlySet<OperationName> = new Set([
  'scenario.shots.batch.delete',
  'scenario.shots.batch.undo',
  'scenario.script.apply',
  'scenario.script.undo',
]);

const METHOD_PHASE = { GET: 1, PUT: 2, PATCH: 2, POST: 3, DELETE: 5 } as const;

/**
 * Reads first, then updates (before anything adds to the lists the reorders name in full), creates, deletes
 * (each of a record of its own), episode rewrites, and the account operations. auth.register comes first: its
 * account is the examples' user, around which the world is built.
 */
function phaseOf(name: OperationName, contract: OperationContract): number {
  if (name === 'auth.register') return 0;
  if (ACCOUNT_PHASE.includes(name)) return 10 + ACCOUNT_PHASE.indexOf(name);
  if (REWRITES_SCENARIO.has(name)) return 6;
  return METHOD_PHASE[contract.http?.method ?? 'POST'];
}

const OPERATIONS = (Object.entries(OPERATION_CONTRACTS) as [OperationName, OperationContract][])
  .map(([name, contract], index) => ({ name, contract, index }))
  .sort((a, b) => phaseOf(a.name, a.contract) - phaseOf(b.name, b.contract) || a.index - b.index);

// The identity provider sends the browser back here; nothing needs to listen (the test stops at the redirect).
const PUBLIC_URL = 'http://127.0.0.1:4997';
const REDIRECT_URI = `${PUBLIC_URL}/login`;

let idp: LocalIdentityProvider;
let mailServer: LocalSmtpServer;
let server: TestServer;
let world: ExampleWorld | undefined;
/** auth.register's answer: it runs before the world exists, since the world is built around its account. */
let registered: CallAnswer;

beforeAll(async () => {
  idp = await startIdentityProvider(REDIRECT_URI);
  mailServer = await startSmtpServer();
  server = await startTestServer({
    // No workers: queued jobs stay queued, so nothing changes behind the calls (generated media are rows).
    ROLES: 'api',
    // The professional edition: API keys and lip-sync are among the operations.
    APP_TIER: 'motionmaker',
    PUBLIC_URL,
    CREDITS_SELF_SERVICE: 'true',
    SMTP_URL: mailServer.url,
    GOOGLE_CLIENT_ID: idp.clientId,
    GOOGLE_CLIENT_SECRET: idp.clientSecret,
    GOOGLE_ISSUER: idp.issuer,
    RATE_LIMIT_AUTH_ACCOUNT_MAX: '1000',
    // The site's ComfyUI besides the local renderer: projects may upload workflows (nothing runs without workers).
    IMAGE_MODELS: 'comfyui',
  });
  const examples = await registerExampleOwner(server);
  registered = examples.registered;
  const { owner } = examples;
  if (!owner) return;
  world = new ExampleWorld({
    server,
    owner,
    mailServer,
    socialSignIn: async () => {
      const start = await fetch(`${server.url}/api/auth/social/google/start`, { redirect: 'manual' });
      return signInAtProvider(start.headers.get('location')!, 'ada', REDIRECT_URI);
    },
  });
}, 120_000);

afterAll(async () => {
  // The account operations' notices may still be on their way to the mail server.
  await server?.services.passwordRecovery.whenIdle();
  await server?.close();
  await mailServer?.close();
  await idp?.close();
});

/** Runs an operation's example with its ids made real: as the owner, or with a session of its own. */
async function runExample(name: OperationName, contract: OperationContract) {
  if (name === 'auth.register') return { input: contract.example?.input, answer: registered };
  if (!world) throw new Error(`auth.register's example failed, so there is no world: ${registered.text}`);
  const input = await world.resolve(contract, (contract.example?.input ?? {}) as Record<string, unknown>);
  let token: string | undefined;
  if (contract.auth === 'required') {
    token = ACCOUNT_PHASE.includes(name) ? (await world.signIn()).accessToken : world.token;
  }
  const answer = await callOperation(server, name, contract, input, token);
  if (answer.body.success && typeof input.newPassword === 'string') world.password = input.newPassword;
  return { input, answer };
}

describe("every operation's documented example passes its own operation", () => {
  for (const { name, contract } of OPERATIONS) {
    it(name, async () => {
      if (!contract.example && !EXCEPTIONS[name]) {
        expect.fail(`${name} has no example: document one, or list it in EXCEPTIONS with the reason`);
      }
      const { input, answer } = await runExample(name, contract);
      const detail = `${answer.status} ${answer.text.slice(0, 1500)}\ninput: ${JSON.stringify(input)}`;
      const exception = EXCEPTIONS[name];
      if (exception) {
        expect(answer.status, `${exception.reason}\n${detail}`).toBe(exception.status);
        return;
      }
      expect(answer.status >= 200 && answer.status < 300, detail).toBe(true);
      expect(answer.body.success, detail).toBe(true);
      expect(contract.output.safeParse(answer.body.data).error, detail).toBeUndefined();
    });
  }
});
