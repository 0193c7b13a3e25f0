// The operator's `npm run admin -- <command>` (issue 37 item 7): the administration screens' actions at the command
// line, writing the same audit entries. Run as the child process an operator starts, on the embedded database with
// the app stopped; then the app, started again, shows what the commands did. The refusals are checked in process.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAuditList, AdminUserList } from '@sym/contracts';
import { users } from '../src/db/schema.ts';
import { composeOperatorCommands } from '../src/composition/operator-commands.ts';
import { OperatorError, type OperatorCommands } from '../src/modules/admin/operator-commands.ts';
import { dataOf } from './helpers/fixtures.ts';
import { runOperatorScript, useStoppedAppDataDir } from './helpers/operator-script.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

const isPostgres = Boolean(process.env.DATABASE_URL);
const ADA = { email: 'ada@example.com', password: 'the analytical engine weaves 1843' };
const BOB = { email: 'bob@example.com', password: 'a difference engine of brass 1822' };

const admin = (args: string[], env: NodeJS.ProcessEnv, stdin = '') => runOperatorScript('admin', args, env, stdin);

describe.skipIf(isPostgres)('npm run admin on the embedded database (the app stopped)', () => {
  const dataDir = useStoppedAppDataDir('sym-admin-cli-');
  const env = { DATA_DIR: dataDir };
  let server: TestServer | undefined;
  afterAll(async () => {
    await server?.close();
  });

  it('creates accounts, grants credits, sets a tier and disables an account, each audited as the screens do', async () => {
    const created = await admin(
      ['create-user', '--email', ADA.email, '--name', 'Ada', '--admin'],
      env,
      `${ADA.password}\n`,
    );
    expect(created).toMatchObject({ code: 0, stdout: 'Created ada@example.com (admin).\n' });
    expect((await admin(['create-user', '--email', BOB.email, '--name', 'Bob'], env, `${BOB.password}\n`)).code).toBe(
      0,
    );
    const granted = await admin(['grant-credits', '--email', BOB.email, '--amount', '250', '--note', 'Festival'], env);
    expect(granted.stdout).toBe('bob@example.com: +250 credits (Festival); balance 350.\n');
    expect((await admin(['set-tier', '--email', BOB.email, '--tier', 'motionmaker'], env)).code).toBe(0);
    expect((await admin(['disable', '--email', BOB.email], env)).stdout).toBe('bob@example.com is disabled.\n');
    const audit = await admin(['audit', '--limit', '10'], env);
    expect(
      audit.stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split('  ')[2]),
    ).toEqual(['user.disable', 'user.tier', 'credits.grant', 'user.create', 'user.create', undefined]);
    const usage = await admin(['grant-credits'], env);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('--email is required');

    // The app, started again, shows it all: Ada administers, Bob cannot sign in, the log names the operator.
    server = await startTestServer(env);
    const login = (who: { email: string; password: string }) =>
      server!.request('POST', '/api/auth/login', { body: who });
    expect((await login(BOB)).status).toBe(403);
    const token = dataOf<{ accessToken: string }>(await login(ADA)).accessToken;
    const listed = dataOf<AdminUserList>(await server.request('GET', `/api/admin/users?search=bob`, { token }));
    expect(listed.items[0]).toMatchObject({ tier: 'motionmaker', disabled: true, creditBalance: 350 });
    const log = dataOf<AdminAuditList>(await server.request('GET', '/api/admin/audit', { token }));
    expect(log.items.map((entry) => [entry.action, entry.actorEmail, entry.actorId, entry.targetEmail])).toEqual([
      ['user.disable', 'operator (npm run admin)', null, BOB.email],
      ['user.tier', 'operator (npm run admin)', null, BOB.email],
      ['credits.grant', 'operator (npm run admin)', null, BOB.email],
      ['user.create', 'operator (npm run admin)', null, BOB.email],
      ['user.create', 'operator (npm run admin)', null, ADA.email],
    ]);
  }, 180_000);
});

describe('the operator commands', () => {
  let server: TestServer;
  let commands: OperatorCommands;
  beforeAll(async () => {
    server = await startTestServer();
    commands = composeOperatorCommands(server.database.db, server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses what the screens refuse, changing nothing', async () => {
    const someone = await server.register();
    const refusal = (run: Promise<unknown>) => expect(run).rejects.toBeInstanceOf(OperatorError);
    await refusal(
      commands.createUser({ email: 'weak@example.com', name: 'Weak', password: 'password', isAdmin: false }),
    );
    await refusal(
      commands.createUser({ email: someone.user.email, name: 'Again', password: ADA.password, isAdmin: false }),
    );
    await refusal(commands.grantCredits(someone.user.email, 0, 'nothing'));
    await refusal(commands.grantCredits('nobody@example.com', 5, 'nobody'));
    await refusal(commands.setTier(someone.user.email, 'platinum'));
    await expect(commands.setPassword(someone.user.email, '12345678')).rejects.toThrow(/Refused/);
    const [weak] = await server.database.db.select().from(users).where(eq(users.email, 'weak@example.com'));
    expect(weak).toBeUndefined();
  });

  it('signs a user out at once when it disables them or sets their password', async () => {
    const someone = await server.register();
    const profile = () => server.request('GET', '/api/users/profile', { token: someone.accessToken });
    expect((await profile()).status).toBe(200);
    await commands.setDisabled(someone.user.email, true);
    expect((await profile()).status).toBe(401);
    await commands.setDisabled(someone.user.email, false);

    const again = dataOf<{ accessToken: string }>(
      await server.request('POST', '/api/auth/login', {
        body: { email: someone.user.email, password: someone.password },
      }),
    );
    const outcome = await commands.setPassword(someone.user.email, 'a brand new phrase for the operator 77');
    expect(outcome.ended?.sessionIds.length).toBeGreaterThan(0);
    // What the command does next: the running processes forget the user's sessions.
    await server.infrastructure.sessionInvalidation.publish({ userId: outcome.ended!.userId });
    const refused = await server.request('GET', '/api/users/profile', { token: again.accessToken });
    expect(refused.status).toBe(401);
  });
});
