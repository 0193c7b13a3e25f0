import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type Page } from '@playwright/test';
import { startAppServer, type AppServer } from '../support/app-server';
import { resetLinkOf, startMailInbox, type MailInbox } from '../support/mail-inbox';
import { expect, test, watchContentSecurity } from '../support/test';

// Passwords on a site that sends mail: a server started with SMTP_URL pointing at a real SMTP server started here.
// Register (a weak password is refused with its reason) → Settings lists this session → a second browser signs in
// → changing the password (a wrong current one is refused) signs the second browser out and mails a notice →
// sign out → "Forgot password?" → the mailed link sets a new password → only the new one signs in.
let site: AppServer;
let inbox: MailInbox;

const user = {
  name: 'Grace Hopper',
  email: `grace-${Date.now().toString(36)}@example.com`,
  first: 'cobol compiler nanosecond wire',
  second: 'harbour lantern quietly folds',
  third: 'maple orbit violet staple',
};

test.use({ colorScheme: 'dark' });

/** A hang ceiling for answers that judge a password on the server (zxcvbn on a thread, argon2), not a budget. */
const SERVER_JUDGES = 60_000;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  inbox = await startMailInbox();
  site = await startAppServer({ SMTP_URL: inbox.smtpUrl });
});

test.afterAll(async () => {
  await site?.stop();
  await inbox?.stop();
});

/** Screenshots to look at: E2E_SCREENSHOTS_DIR when set, else the test's output folder. */
function screenshotPath(name: string): string {
  const dir = process.env.E2E_SCREENSHOTS_DIR ?? test.info().outputPath('screens');
  mkdirSync(dir, { recursive: true });
  return join(dir, `${name}.png`);
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function openSecondBrowser(browser: Browser) {
  const context = await browser.newContext({ baseURL: site.baseURL, colorScheme: 'dark' });
  const watch = await watchContentSecurity(context);
  return { context, page: await context.newPage(), watch };
}

test('a user changes the password, signs other browsers out, and resets a forgotten one by e-mail', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const meter = page.getByRole('meter', { name: 'Strength' });

  await test.step('register: a weak password is refused under the field, a strong one is taken', async () => {
    await page.goto(`${site.baseURL}/register`);
    await page.getByLabel('Name').fill(user.name);
    await page.getByLabel('Email').fill(user.email);
    const password = page.getByLabel('Password');
    await password.fill('grace1234');
    await expect(meter).toBeVisible();
    await expect(meter).toHaveAttribute('aria-valuenow', /^[0-2]$/);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/This password is too easy to guess/)).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
    await page.screenshot({ path: screenshotPath('register-weak') });

    await password.fill(user.first);
    await expect(meter).toHaveAttribute('aria-valuenow', /^[34]$/);
    await page.getByRole('button', { name: 'Create account' }).click();
    // The server judges its first password after building zxcvbn's dictionaries (seconds on a busy machine).
    await expect(page).toHaveURL(/\/projects$/, { timeout: SERVER_JUDGES });
  });

  await test.step('Settings shows the profile and this session', async () => {
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible();
    const profile = page.getByRole('region', { name: 'Profile' });
    await expect(profile).toContainText(user.email);
    await expect(profile).toContainText('Email and password');
    const sessions = page.getByRole('list', { name: 'Sessions' });
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await expect(sessions.getByRole('listitem').first()).toContainText('This session');
    await expect(sessions.getByRole('listitem').first()).toContainText('Chrome on Linux');
    await expect(sessions.getByRole('listitem').first()).toContainText('This computer');
  });

  const second = await openSecondBrowser(browser);
  await test.step('a second browser signs in as the same user', async () => {
    await second.page.goto('/login');
    await signIn(second.page, user.email, user.first);
    await expect(second.page).toHaveURL(/\/projects$/);

    await page.reload();
    await expect(page.getByRole('list', { name: 'Sessions' }).getByRole('listitem')).toHaveCount(2);
    await page.screenshot({ path: screenshotPath('settings-desktop'), fullPage: true });
  });

  await test.step('changing the password: a wrong current one is refused, then it changes', async () => {
    const section = page.getByRole('region', { name: 'Password' });
    const current = section.getByLabel('Current password', { exact: true });
    await current.fill('not my password at all');
    await section.getByLabel('New password', { exact: true }).fill(user.second);
    await section.getByLabel('Confirm new password', { exact: true }).fill(user.second);
    await expect(section.getByRole('meter')).toHaveAttribute('aria-valuenow', /^[34]$/);
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(current).toHaveAttribute('aria-invalid', 'true', { timeout: SERVER_JUDGES });
    await expect(section).toContainText('Current password is incorrect');

    await current.fill(user.first);
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(section.getByRole('status')).toHaveText('Your password was changed. 1 other session was signed out.', {
      timeout: SERVER_JUDGES,
    });
    await expect(section.getByLabel('New password', { exact: true })).toHaveValue('');
    await expect(page.getByRole('list', { name: 'Sessions' }).getByRole('listitem')).toHaveCount(1);
  });

  await test.step('the second browser is signed out, and a notice was mailed', async () => {
    await second.page.goto('/projects');
    await expect(second.page).toHaveURL(/\/login$/);
    second.watch.expectNone();
    await second.context.close();
    await expect
      .poll(() => inbox.mailsTo(user.email).map((mail) => mail.subject))
      .toContain('Your password was changed');
  });

  await test.step('the settings page fits a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: screenshotPath('settings-mobile'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  await test.step('sign out, then ask for a reset link', async () => {
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email').fill(user.email);
    await page.screenshot({ path: screenshotPath('forgot-form') });
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText(
      'If an account uses this address, we sent it a link to reset the password. The link works for one hour.',
    );
    await page.screenshot({ path: screenshotPath('forgot-sent') });
  });

  await test.step('the mailed link sets a new password and leads to sign-in', async () => {
    await expect.poll(() => inbox.mailsTo(user.email).some((mail) => /^Reset your/.test(mail.subject))).toBe(true);
    const mail = inbox.mailsTo(user.email).find((item) => /^Reset your/.test(item.subject))!;
    const link = resetLinkOf(mail);
    expect(link.startsWith(`${site.baseURL}/reset-password?token=`)).toBe(true);

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choose a new password', level: 1 })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(user.third);
    await page.getByLabel('Confirm new password', { exact: true }).fill(user.third);
    await expect(meter).toHaveAttribute('aria-valuenow', /^[34]$/);
    await page.screenshot({ path: screenshotPath('reset-form') });
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL(/\/login$/, { timeout: SERVER_JUDGES });
    await expect(page.getByRole('alert')).toHaveText('Your password was reset. Sign in with your new password.');

    // The link is used up.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill(user.first);
    await page.getByLabel('Confirm new password', { exact: true }).fill(user.first);
    await expect(meter).toHaveAttribute('aria-valuenow', /^[34]$/);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert')).toHaveText('This reset link is invalid or has expired');
    await expect(page.getByRole('link', { name: 'Request a new reset link' })).toBeVisible();
    await page.screenshot({ path: screenshotPath('reset-used-link') });
  });

  await test.step('only the new password signs in', async () => {
    await page.goto(`${site.baseURL}/login`);
    await signIn(page, user.email, user.second);
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, user.email, user.third);
    await expect(page).toHaveURL(/\/projects$/);
  });
});

test('a site without mail says to ask the administrator for a new password', async ({ page }) => {
  // The config's server has no SMTP_URL.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/forgot-password');
  await expect(page.getByText("Ask the site's administrator to set a new password for you.")).toBeVisible();
  await expect(page.getByText('npm run user:password -- --email <address>')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveCount(0);
  await page.screenshot({ path: screenshotPath('forgot-no-mail-mobile') });
});
