// The operator's `npm run user:password -- --email <address>` (issue 29), run as the child process an operator
// starts: the password comes on standard input, the strength rule applies, every session of the user ends. On
// PostgreSQL it runs beside the live server, which signs the user out at once (sockets too); on the embedded
// database the app is stopped first and started again after.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CollabTab } from './helpers/collab-tabs.ts';
import { runOperatorScript, useStoppedAppDataDir } from './helpers/operator-script.ts';
import { startSmtpServer, type LocalSmtpServer } from './helpers/smtp-server.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

const isPostgres = Boolean(process.env.DATABASE_URL);
const NEW_PASSWORD = 'operator chose this phrase 2026';

/** Runs `npm run user:password`'s script with the arguments and the text on standard input. */
const runCommand = (args: string[], stdin: string, env: NodeJS.ProcessEnv) =>
  runOperatorScript('set-password', args, env, stdin);

const login = (server: TestServer, email: string, password: string) =>
  server.request('POST', '/api/auth/login', { body: { email, password } });

describe.skipIf(isPostgres)('user:password on the embedded database (the app stopped)', () => {
  const dataDir = useStoppedAppDataDir('sym-user-password-');
  let server: TestServer | undefined;
  afterAll(async () => {
    await server?.close();
  });

  it('checks its input, sets a strong password and signs out every session', async () => {
    const env = { DATA_DIR: dataDir };
    server = await startTestServer(env);
    const account = await server.register({ name: 'Ada Lovelace' });
    const other = dataOf(await login(server, account.user.email, account.password));
    await server.close();
    server = undefined;

    expect((await runCommand([], NEW_PASSWORD, env)).code).toBe(2);
    const unknown = await runCommand(['--email', 'nobody@example.com'], `${NEW_PASSWORD}\n`, env);
    expect(unknown).toMatchObject({ code: 1, stderr: expect.stringContaining('No user with the e-mail') });
    const weak = await runCommand(['--email', account.user.email], 'adalovelace1\n', env);
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain('Refused (password.tooWeak)');
    expect(weak.stderr).toContain('userInputs');

    const done = await runCommand([`--email=${account.user.email}`], `${NEW_PASSWORD}\n`, env);
    expect(done.stderr).toBe('');
    expect(done).toMatchObject({ code: 0 });
    expect(done.stdout).toContain(`Password of ${account.user.email} set. Signed out 2 session(s).`);

    server = await startTestServer(env);
    expect((await server.request('GET', '/api/users/profile', { token: account.accessToken })).status).toBe(401);
    expect((await server.request('GET', '/api/users/profile', { token: other.accessToken })).status).toBe(401);
    expect((await login(server, account.user.email, account.password)).status).toBe(401);
    expect((await login(server, account.user.email, NEW_PASSWORD)).status).toBe(200);
    // Five child processes, each loading the app's code (and two the password checker's dictionaries).
  }, 180_000);
});

describe.skipIf(!isPostgres)('user:password on PostgreSQL (beside the running app)', () => {
  let smtp: LocalSmtpServer;
  let server: TestServer;
  // Only the command's own DATA_DIR (its JWT secret file); the database is PostgreSQL's.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sym-user-password-'));
  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('signs the user out of the running app at once, sockets included, and mails a notice', async () => {
    const account = await server.register({ name: 'Ada Lovelace' });
    const tab = await CollabTab.open(server, account.accessToken);
    const gone = new Promise<string>((resolve) => tab.socket.once('disconnect', resolve));
    // A session the server has just checked (and caches): the command must make it forget it.
    expect((await server.request('GET', '/api/users/profile', { token: account.accessToken })).status).toBe(200);
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.DATABASE_URL,
      DATABASE_SCHEMA: server.config.DATABASE_SCHEMA,
      JWT_SECRET: server.config.JWT_SECRET,
      CREDITS_SELF_SERVICE: 'true',
      SMTP_URL: smtp.url,
    };

    const weak = await runCommand(['--email', account.user.email], 'aaaaaaaa\n', env);
    expect(weak.code).toBe(1);
    const done = await runCommand(['--email', account.user.email], `${NEW_PASSWORD}\n`, env);
    expect(done.stderr).toBe('');
    expect(done.code).toBe(0);
    expect(done.stdout).toContain('Signed out 1 session(s).');
    expect(done.stdout).toContain(`Notice sent to ${account.user.email}.`);

    expect(await gone).toBe('io server disconnect');
    tab.close();
    expect((await server.request('GET', '/api/users/profile', { token: account.accessToken })).status).toBe(401);
    expect((await login(server, account.user.email, NEW_PASSWORD)).status).toBe(200);
    const notice = await smtp.waitForMail(account.user.email, /^Your password was changed$/);
    expect(notice.text).toContain("set by the site's administrator");
  }, 120_000);
});

function dataOf<T = { accessToken: string; refreshToken: string }>(response: { body: unknown }): T {
  return (response.body as { data: T }).data;
}
