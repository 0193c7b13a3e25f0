// Changing a password (and adding one to an account that signs in socially), signing out the other sessions, and
// the strength rule on sign-up (issue 29). A real SMTP server takes the notice mails.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResult, User } from '@sym/contracts';
import {
  PASSWORD_MESSAGES,
  PASSWORD_REFUSAL,
  PasswordChangeResult,
  type AuthTokens,
  type Session,
} from '@sym/contracts';
import { CollabTab } from './helpers/collab-tabs.ts';
import { startSmtpServer, type LocalSmtpServer } from './helpers/smtp-server.ts';
import { startTestServer, uniqueEmail, type TestServer } from './helpers/test-server.ts';

const CHANGE_FAILURE_MAX = 3;
const DEVICE = 'Mozilla/5.0 (PasswordTest) Firefox/140.0';

let smtp: LocalSmtpServer;
let server: TestServer;
const tabs: CollabTab[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Sym Studio <no-reply@studio.example.com>',
    RATE_LIMIT_AUTH_ACCOUNT_MAX: String(CHANGE_FAILURE_MAX),
  });
});
afterEach(() => {
  for (const tab of tabs.splice(0)) tab.close();
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

async function signIn(email: string, password: string): Promise<AuthTokens> {
  const response = await server.request<{ data: AuthResult }>('POST', '/api/auth/login', {
    body: { email, password },
    headers: { 'user-agent': DEVICE },
  });
  expect(response.status, response.text).toBe(200);
  return response.body.data;
}

async function openTab(token: string): Promise<CollabTab> {
  const tab = await CollabTab.open(server, token);
  tabs.push(tab);
  return tab;
}

const disconnected = (tab: CollabTab) =>
  new Promise<string>((resolve) => {
    if (!tab.socket.connected) resolve('already');
    tab.socket.once('disconnect', (reason) => resolve(reason));
  });

const changePassword = (token: string, body: unknown) =>
  server.request('POST', '/api/auth/password', { token, body, headers: { 'user-agent': DEVICE } });

const profileStatus = async (token: string) => (await server.request('GET', '/api/users/profile', { token })).status;
const refreshStatus = async (refreshToken: string) =>
  (await server.request('POST', '/api/auth/refresh', { body: { refreshToken } })).status;

describe('auth.password.change', () => {
  it('answers 401 without a token and 422 with the field for bad input', async () => {
    expect((await server.request('POST', '/api/auth/password', { body: { newPassword: 'x' } })).status).toBe(401);
    const account = await server.register();
    const missing = await changePassword(account.accessToken, {});
    expect(missing.status).toBe(422);
    expect(missing.body.error?.details).toEqual([expect.objectContaining({ field: 'newPassword' })]);
    const short = await changePassword(account.accessToken, { currentPassword: account.password, newPassword: 'a1' });
    expect(short.body.error?.details).toEqual([{ field: 'newPassword', message: PASSWORD_MESSAGES.tooShort }]);
  });

  it('needs the right current password; wrong ones are counted until 429', async () => {
    const account = await server.register();
    const next = 'lighthouse keeper 1890';
    const without = await changePassword(account.accessToken, { newPassword: next });
    expect(without.status).toBe(422);
    expect(without.body.error?.details).toEqual([
      { field: 'currentPassword', message: PASSWORD_MESSAGES.currentRequired, code: PASSWORD_REFUSAL.currentRequired },
    ]);
    for (let attempt = 0; attempt < CHANGE_FAILURE_MAX; attempt += 1) {
      const wrong = await changePassword(account.accessToken, {
        currentPassword: `wrong ${attempt}`,
        newPassword: next,
      });
      expect(wrong.status).toBe(422);
      expect(wrong.body.error?.details).toEqual([
        {
          field: 'currentPassword',
          message: 'Current password is incorrect',
          code: PASSWORD_REFUSAL.currentIncorrect,
        },
      ]);
    }
    const limited = await changePassword(account.accessToken, { currentPassword: account.password, newPassword: next });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatchObject({ code: 'RATE_LIMITED', message: 'Rate limited' });
    // Nothing changed: the old password still signs in.
    await signIn(account.user.email, account.password);
  });

  it('refuses a weak new password with the reason: code, score and zxcvbn keys', async () => {
    const account = await server.register({ name: 'Grace Hopper' });
    const weak = await changePassword(account.accessToken, {
      currentPassword: account.password,
      newPassword: 'gracehopper1',
    });
    expect(weak.status).toBe(422);
    expect(weak.body.error?.details).toEqual([
      {
        field: 'newPassword',
        message: PASSWORD_MESSAGES.tooWeak,
        code: PASSWORD_REFUSAL.tooWeak,
        feedback: { score: expect.any(Number), warning: 'userInputs', suggestions: expect.any(Array) },
      },
    ]);
    const common = await changePassword(account.accessToken, {
      currentPassword: account.password,
      newPassword: 'iloveyou2024',
    });
    expect(common.body.error?.details?.[0]).toMatchObject({ field: 'newPassword', code: PASSWORD_REFUSAL.tooCommon });
  });

  it('keeps this session, signs the others out at once (tokens, refresh, sockets) and mails a notice', async () => {
    const account = await server.register({ name: 'Ada Lovelace' });
    const other = await signIn(account.user.email, account.password);
    const otherTab = await openTab(other.accessToken);
    const ownTab = await openTab(account.accessToken);
    const otherGone = disconnected(otherTab);
    const next = 'difference engine, Babbage 1822';

    const response = await changePassword(account.accessToken, {
      currentPassword: account.password,
      newPassword: next,
    });
    expect(response.status, response.text).toBe(200);
    expect(PasswordChangeResult.parse(response.body.data)).toEqual({ changed: true, otherSessionsSignedOut: 1 });

    expect(await otherGone).toBe('io server disconnect');
    expect(await profileStatus(other.accessToken)).toBe(401);
    expect(await refreshStatus(other.refreshToken)).toBe(401);
    expect(await profileStatus(account.accessToken)).toBe(200);
    expect(await refreshStatus(account.refreshToken)).toBe(200);
    expect(ownTab.socket.connected).toBe(true);
    const sessions = await server.request<{ data: Session[] }>('GET', '/api/auth/sessions', {
      token: account.accessToken,
    });
    expect(sessions.body.data.map((session) => session.current)).toEqual([true]);

    const old = await server.request('POST', '/api/auth/login', {
      body: { email: account.user.email, password: account.password },
    });
    expect(old.status).toBe(401);
    await signIn(account.user.email, next);

    const notice = await smtp.waitForMail(account.user.email, /^Your password was changed$/);
    expect(notice.from).toBe('no-reply@studio.example.com');
    expect(notice.text).toContain('Ada Lovelace');
    expect(notice.text).toContain(DEVICE);
    expect(notice.text).toMatch(/IP address: (127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)/);
    expect(notice.text).toContain('/login');
    expect(notice.html).toContain('<p>');
    expect(notice.text).not.toContain(next);
  });

  it('lets an account that signs in socially add a password without a current one', async () => {
    const email = uniqueEmail('social');
    const created = await server.repositories.users.createSocialUser({
      email,
      name: 'Hedy Lamarr',
      provider: 'google',
      subject: `google-${email}`,
      emailVerified: true,
    });
    const tokens = await server.services.sessions.issueSession(created.id, { ip: '127.0.0.1', userAgent: DEVICE });
    const before = await server.request<{ data: User }>('GET', '/api/users/profile', { token: tokens.accessToken });
    expect(before.body.data).toMatchObject({ authProvider: 'google', hasPassword: false });
    // E-mail sign-in does not work before, whatever is tried.
    expect((await server.request('POST', '/api/auth/login', { body: { email, password: 'anything' } })).status).toBe(
      401,
    );

    const next = 'frequency hopping torpedo 1942';
    const added = await changePassword(tokens.accessToken, { newPassword: next });
    expect(added.status, added.text).toBe(200);
    expect(added.body.data).toEqual({ changed: true, otherSessionsSignedOut: 0 });
    const after = await server.request<{ data: User }>('GET', '/api/users/profile', { token: tokens.accessToken });
    expect(after.body.data.hasPassword).toBe(true);
    await signIn(email, next);
    const notice = await smtp.waitForMail(email, /^Your password was changed$/);
    expect(notice.text).toContain('was set on');
    // From now on the current password is asked for.
    const again = await changePassword(tokens.accessToken, { newPassword: 'another lamarr phrase 1914' });
    expect(again.body.error?.details?.[0]).toMatchObject({ field: 'currentPassword' });
  });
});

describe('auth.sessions.revokeOthers', () => {
  it('answers 401 without a token', async () => {
    expect((await server.request('DELETE', '/api/auth/sessions')).status).toBe(401);
  });

  it('signs out every other session of the caller at once, sockets included, and only those', async () => {
    const account = await server.register();
    const second = await signIn(account.user.email, account.password);
    const third = await signIn(account.user.email, account.password);
    const stranger = await server.register();
    const secondTab = await openTab(second.accessToken);
    const strangerTab = await openTab(stranger.accessToken);
    const secondGone = disconnected(secondTab);

    const response = await server.request('DELETE', '/api/auth/sessions', { token: account.accessToken });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ revoked: 2 });
    expect(await secondGone).toBe('io server disconnect');
    expect(await profileStatus(second.accessToken)).toBe(401);
    expect(await profileStatus(third.accessToken)).toBe(401);
    expect(await refreshStatus(third.refreshToken)).toBe(401);
    expect(await profileStatus(account.accessToken)).toBe(200);
    expect(await profileStatus(stranger.accessToken)).toBe(200);
    expect(strangerTab.socket.connected).toBe(true);

    const again = await server.request('DELETE', '/api/auth/sessions', { token: account.accessToken });
    expect(again.body.data).toEqual({ revoked: 0 });
  });
});

describe('the strength rule on sign-up', () => {
  const name = 'Ada Lovelace';
  const email = () => uniqueEmail('ada');

  it('refuses guessable passwords with the reason on the password field', async () => {
    const address = email();
    const weak = [
      'aaaaaaaa',
      'abcdefgh',
      'zzzzzzzz',
      '        ',
      address,
      name,
      'adalovelace2024',
      `${address}1`,
      `${address.split('@')[0]}123`,
      'symstudio',
      'password1',
      'qwertyuiop',
    ];
    for (const password of weak) {
      const response = await server.request('POST', '/api/auth/register', { body: { name, email: address, password } });
      expect(response.status, password).toBe(422);
      const [detail] = response.body.error?.details ?? [];
      expect(detail, password).toMatchObject({ field: 'password', code: expect.stringMatching(/^password\.too/) });
      expect(detail?.feedback?.score, password).toBeLessThan(3);
    }
    // None of them made the account.
    expect((await server.register({ email: address, name })).user.email).toBe(address);
  });

  it('accepts a passphrase (the API reference example too)', async () => {
    for (const password of ['correct horse battery staple', 'analytical-engine-1843']) {
      const response = await server.request('POST', '/api/auth/register', {
        body: { name, email: email(), password },
      });
      expect(response.status, password).toBe(200);
      expect((response.body.data as AuthResult).user.hasPassword).toBe(true);
    }
  });
});
