// Recovering a forgotten password by e-mail (issue 29): the link, its single use and expiry, the same answer for
// unknown addresses, the limits, and a site that sends no mail. A real SMTP server takes the mails.
import net from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, PASSWORD_REFUSAL, type User } from '@sym/contracts';
import { passwordResetTokens } from '../src/db/schema.ts';
import { CollabTab } from './helpers/collab-tabs.ts';
import { resetTokenOf, startSmtpServer, type LocalSmtpServer } from './helpers/smtp-server.ts';
import { startTestServer, uniqueEmail, type TestServer } from './helpers/test-server.ts';

const PUBLIC_URL = 'https://studio.example.com';
const EMAIL_MAX = 3;
const IP_MAX = 5;
const RESET_SUBJECT = /^Reset your Sym Studio password$/;

let smtp: LocalSmtpServer;
let server: TestServer;
const tabs: CollabTab[] = [];
let ipCounter = 0;
/** A client address of its own per test (TRUST_PROXY), so the per-IP limit of one test leaves the others alone. */
const freshIp = () => `203.0.113.${(ipCounter += 1)}`;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({
    SMTP_URL: smtp.url,
    PUBLIC_URL,
    TRUST_PROXY: 'true',
    // A public PUBLIC_URL is a deployment: it must say who grants credits (deployment-checks.ts).
    CREDITS_SELF_SERVICE: 'true',
    RATE_LIMIT_PASSWORD_RESET_EMAIL_MAX: String(EMAIL_MAX),
    RATE_LIMIT_PASSWORD_RESET_IP_MAX: String(IP_MAX),
  });
});
afterEach(() => {
  for (const tab of tabs.splice(0)) tab.close();
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const forgot = (email: string, ip = freshIp()) =>
  server.request('POST', '/api/auth/password/forgot', { body: { email }, headers: { 'x-forwarded-for': ip } });
const reset = (token: string, newPassword: string) =>
  server.request('POST', '/api/auth/password/reset', { body: { token, newPassword } });

/** Asks for a link for the address and returns the token of the mail that brings it. */
async function linkTokenFor(email: string): Promise<string> {
  const since = smtp.mailsTo(email).length;
  expect((await forgot(email)).status).toBe(200);
  return resetTokenOf(await smtp.waitForMail(email, RESET_SUBJECT, since));
}

const invalidLink = {
  field: 'token',
  message: 'This reset link is invalid or has expired',
  code: PASSWORD_REFUSAL.resetLinkInvalid,
};

describe('auth.password.recovery', () => {
  it('says recovery by e-mail works when the site sends mail', async () => {
    const response = await server.request('GET', '/api/auth/password/recovery');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ byEmail: true });
  });
});

describe('auth.password.forgot', () => {
  it('answers the same for an unknown address and mails a link only to a known one', async () => {
    const account = await server.register({ name: 'Mary Shelley' });
    const unknown = uniqueEmail('nobody');
    const forUnknown = await forgot(unknown);
    const forKnown = await forgot(account.user.email);
    expect(forUnknown.status).toBe(200);
    expect(forKnown.status).toBe(200);
    expect(forUnknown.body).toEqual({ success: true, data: { accepted: true } });
    expect(forKnown.body).toEqual(forUnknown.body);

    const mail = await smtp.waitForMail(account.user.email, RESET_SUBJECT);
    expect(mail.text).toContain('Mary Shelley');
    expect(mail.text).toMatch(new RegExp(`${PUBLIC_URL}/reset-password\\?token=[A-Za-z0-9_-]{43}\\b`));
    expect(mail.text).toContain('60 minutes');
    expect(mail.html).toContain(`<a href="${PUBLIC_URL}/reset-password?token=${resetTokenOf(mail)}">`);
    await server.services.passwordRecovery.whenIdle();
    expect(smtp.mailsTo(unknown)).toEqual([]);
    // Only a hash is stored, never the token.
    const rows = await server.database.db.select().from(passwordResetTokens);
    expect(rows.some((row) => row.tokenHash === resetTokenOf(mail))).toBe(false);
  });

  it('limits requests per address (known or not) and per IP with 429', async () => {
    for (const address of [(await server.register()).user.email, uniqueEmail('nobody')]) {
      for (let request = 0; request < EMAIL_MAX; request += 1) expect((await forgot(address)).status).toBe(200);
      const limited = await forgot(address);
      expect(limited.status).toBe(429);
      expect(limited.body.error).toEqual({ code: 'RATE_LIMITED', message: 'Rate limited' });
    }
    const ip = freshIp();
    for (let request = 0; request < IP_MAX; request += 1) expect((await forgot(uniqueEmail(), ip)).status).toBe(200);
    expect((await forgot(uniqueEmail(), ip)).status).toBe(429);
    expect((await forgot(uniqueEmail())).status).toBe(200);
  });

  it('answers 422 with the field for a bad address', async () => {
    const response = await server.request('POST', '/api/auth/password/forgot', { body: { email: 'not-an-address' } });
    expect(response.status).toBe(422);
    expect(response.body.error?.details?.map((detail) => detail.field)).toEqual(['email']);
  });
});

describe('auth.password.reset', () => {
  it('sets the password once with the link, signs every session out everywhere and mails a notice', async () => {
    const account = await server.register({ name: 'Mary Shelley' });
    const tab = await CollabTab.open(server, account.accessToken);
    tabs.push(tab);
    const gone = new Promise<string>((resolve) => tab.socket.once('disconnect', resolve));
    const token = await linkTokenFor(account.user.email);
    const next = 'a modern prometheus, geneva 1816';

    const response = await reset(token, next);
    expect(response.status, response.text).toBe(200);
    expect(response.body.data).toEqual({ reset: true });
    expect(await gone).toBe('io server disconnect');
    expect((await server.request('GET', '/api/users/profile', { token: account.accessToken })).status).toBe(401);
    const refreshed = await server.request('POST', '/api/auth/refresh', {
      body: { refreshToken: account.refreshToken },
    });
    expect(refreshed.status).toBe(401);
    const old = await server.request('POST', '/api/auth/login', {
      body: { email: account.user.email, password: account.password },
    });
    expect(old.status).toBe(401);
    const signedIn = await server.request('POST', '/api/auth/login', {
      body: { email: account.user.email, password: next },
    });
    expect(signedIn.status).toBe(200);

    const notice = await smtp.waitForMail(account.user.email, /^Your password was changed$/);
    expect(notice.text).toContain('reset link');
    const again = await reset(token, 'yet another frankenstein phrase');
    expect(again.status).toBe(422);
    expect(again.body.error?.details).toEqual([invalidLink]);
  });

  it('keeps the link working after refusing a weak password', async () => {
    const account = await server.register({ name: 'Mary Shelley' });
    const token = await linkTokenFor(account.user.email);
    const weak = await reset(token, 'maryshelley1');
    expect(weak.status).toBe(422);
    expect(weak.body.error?.details).toEqual([
      expect.objectContaining({ field: 'newPassword', message: PASSWORD_MESSAGES.tooWeak, code: 'password.tooWeak' }),
    ]);
    expect((await reset(token, 'the last man, windsor 2092')).status).toBe(200);
  });

  it('refuses an expired link, an unknown one, and one a newer request replaced', async () => {
    const account = await server.register();
    const expired = await linkTokenFor(account.user.email);
    await server.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.userId, account.user.id));
    expect((await reset(expired, 'valperga castruccio 1823')).body.error?.details).toEqual([invalidLink]);
    expect((await reset('not-a-token-we-sent', 'valperga castruccio 1823')).body.error?.details).toEqual([invalidLink]);

    const first = await linkTokenFor(account.user.email);
    const second = await linkTokenFor(account.user.email);
    expect((await reset(first, 'valperga castruccio 1823')).status).toBe(422);
    expect((await reset(second, 'valperga castruccio 1823')).status).toBe(200);
  });

  it('gives an account that signs in socially a password', async () => {
    const email = uniqueEmail('social');
    await server.repositories.users.createSocialUser({
      email,
      name: 'Ada Social',
      provider: 'github',
      subject: `github-${email}`,
    });
    const token = await linkTokenFor(email);
    expect((await reset(token, 'notes on the analytical engine')).status).toBe(200);
    const signedIn = await server.request<{ data: { user: User } }>('POST', '/api/auth/login', {
      body: { email, password: 'notes on the analytical engine' },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user).toMatchObject({ authProvider: 'github', hasPassword: true });
  });

  it('answers 422 with the fields for bad input', async () => {
    const response = await server.request('POST', '/api/auth/password/reset', { body: {} });
    expect(response.status).toBe(422);
    expect(response.body.error?.details?.map((detail) => detail.field).sort()).toEqual(['newPassword', 'token']);
  });
});

describe('a site that sends no mail', () => {
  let quiet: TestServer;
  beforeAll(async () => {
    quiet = await startTestServer();
  });
  afterAll(async () => {
    await quiet?.close();
  });

  it('says so, and refuses a reset request with a 422 that points to the administrator', async () => {
    expect((await quiet.request('GET', '/api/auth/password/recovery')).body.data).toEqual({ byEmail: false });
    const account = await quiet.register();
    const response = await quiet.request('POST', '/api/auth/password/forgot', { body: { email: account.user.email } });
    expect(response.status).toBe(422);
    expect(response.body.error?.details).toEqual([
      {
        field: 'email',
        message: PASSWORD_MESSAGES.recoveryUnavailable,
        code: PASSWORD_REFUSAL.recoveryUnavailable,
      },
    ]);
    expect(PASSWORD_MESSAGES.recoveryUnavailable).toMatch(/administrator/);
  });
});

describe('a mail server that does not answer', () => {
  let silent: net.Server;
  let stuck: TestServer;
  beforeAll(async () => {
    // Takes the connection and never greets: the SMTP client waits for its timeout.
    silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    stuck = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await stuck?.close();
    silent?.close();
  });

  it('does not hold up the answer: the mail is sent after it has left', async () => {
    const account = await stuck.register();
    const started = Date.now();
    const response = await stuck.request('POST', '/api/auth/password/forgot', { body: { email: account.user.email } });
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
