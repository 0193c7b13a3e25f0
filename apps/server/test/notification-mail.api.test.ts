import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema.ts';
import { dataOf } from './helpers/fixtures.ts';
import { commentAs, guestLink, notifiedProject } from './helpers/notifications.ts';
import { publicReviewPath } from './helpers/reviews.ts';
import { startSmtpServer, type LocalSmtpServer } from './helpers/smtp-server.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

// Notification e-mails (issue 32) through a real SMTP server started here: batched per user (at most one mail per
// window, holding everything that came meanwhile), each with the absolute link to its comment, per-kind opt-out.

/** Long enough that the calls of a test fit in one window on a loaded machine; short enough to wait out. */
const WINDOW_SECONDS = 20;

let smtp: LocalSmtpServer;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ SMTP_URL: smtp.url, NOTIFICATION_MAIL_WINDOW_SECONDS: String(WINDOW_SECONDS) });
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const absolute = (link: string) => `${server.config.PUBLIC_URL}${link}`;

describe('notification e-mails', () => {
  it('go out at once, then at most once per window with everything that came meanwhile', async () => {
    const { owner, collaborator, base, linkOf } = await notifiedProject(server);
    const to = collaborator.user.email;
    const first = await commentAs(server, owner.accessToken, base, `@${to} the sky is too blue`);
    const opening = await smtp.waitForMail(to);
    expect(opening.subject).toBe(`${owner.user.name} mentioned you in Pilot`);
    expect(opening.text).toContain('“@');
    expect(opening.text).toContain(absolute(linkOf(first.id)));
    expect(opening.html).toContain(`href="${absolute(linkOf(first.id))}"`);

    // Inside the window of that mail: both wait and go out together once it has passed.
    const second = await commentAs(server, owner.accessToken, base, `@${to} and the sea too green`);
    const third = await commentAs(server, owner.accessToken, base, `@${to} lovely lantern though`);
    const batch = await smtp.waitForMail(to, /.*/, 1, WINDOW_SECONDS * 1000 + 15_000);
    expect(batch.subject).toBe('2 new notifications on Sym Studio');
    for (const comment of [second, third]) {
      expect(batch.text).toContain(absolute(linkOf(comment.id)));
      expect(batch.html).toContain(`href="${absolute(linkOf(comment.id))}"`);
    }
    expect(batch.text).not.toContain(absolute(linkOf(first.id)));
    expect(batch.text).toContain(`at most once every ${WINDOW_SECONDS} seconds`);
    expect(smtp.mailsTo(to)).toHaveLength(2);
    const rows = await server.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, collaborator.user.id));
    expect(rows.map((row) => row.emailedAt !== null)).toEqual([true, true, true]);
    // The author of the comments is mailed nothing.
    expect(smtp.mailsTo(owner.user.email)).toEqual([]);
    // It waits out a whole window (and the mail's own wait allows 15 s more): beyond the default 30 s per test.
  }, 60_000);

  it('leave out the kinds a user opted out of', async () => {
    const { owner, collaborator, base, linkOf } = await notifiedProject(server);
    const to = collaborator.user.email;
    const email = { mention: false, reply: true, guest_comment: true, guest_approval: true, resolved: true };
    dataOf(
      await server.request('PUT', '/api/notifications/preferences', {
        token: collaborator.accessToken,
        body: { email },
      }),
    );
    const mention = await commentAs(server, owner.accessToken, base, `@${to} have a look`);
    const thread = await commentAs(server, collaborator.accessToken, base, 'Shot 3 is too long');
    const reply = await commentAs(server, owner.accessToken, base, 'Trimmed it', thread.id);

    const mail = await smtp.waitForMail(to);
    expect(mail.subject).toBe(`${owner.user.name} replied to a thread you are in on Pilot`);
    expect(mail.text).toContain(absolute(linkOf(reply.id)));
    expect(mail.text).not.toContain(absolute(linkOf(mention.id)));
    // The inbox still has the mention; only its mail was left out.
    const [row] = await server.database.db.select().from(notifications).where(eq(notifications.commentId, mention.id));
    expect(row).toMatchObject({ kind: 'mention', readAt: null });
    expect(row?.emailedAt).not.toBeNull();
  });

  it('escape the HTML of comment bodies and guest names: shown as text, never as markup', async () => {
    const { owner, collaborator, base } = await notifiedProject(server);
    const to = collaborator.user.email;
    const body = `@${to} <img src=x onerror="alert(1)"> <b>bold</b> & 'quoted' <a href="https://evil.example">here</a>`;
    await commentAs(server, owner.accessToken, base, body);
    const mention = await smtp.waitForMail(to);
    expect(mention.text).toContain(`<img src=x onerror="alert(1)"> <b>bold</b> & 'quoted'`);
    expect(mention.html).toContain(
      `&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &lt;b&gt;bold&lt;/b&gt; &amp; &#39;quoted&#39; &lt;a href=&quot;https://evil.example&quot;&gt;here&lt;/a&gt;`,
    );
    expect(mention.html).not.toMatch(/<img|<b>|onerror="|href="https:\/\/evil/);

    const link = await guestLink(server, owner.accessToken, base);
    dataOf(
      await server.request('POST', publicReviewPath(link, '/comments'), {
        body: { guestName: '<script>alert("guest")</script>', body: 'Fine <i>work</i>' },
      }),
    );
    await server.services.notificationTriggers.whenIdle();
    const guest = await smtp.waitForMail(owner.user.email);
    expect(guest.subject).toBe('<script>alert("guest")</script> (guest) commented on Pilot');
    expect(guest.html).toContain('&lt;script&gt;alert(&quot;guest&quot;)&lt;/script&gt; (guest) commented on Pilot');
    expect(guest.html).toContain('Fine &lt;i&gt;work&lt;/i&gt;');
    expect(guest.html).not.toMatch(/<script|<i>/);
  });
});
