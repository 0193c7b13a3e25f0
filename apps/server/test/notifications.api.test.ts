import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, SERVER_EVENTS, type Notification, type NotificationPreferences } from '@sym/contracts';
import { notifications } from '../src/db/schema.ts';
import { dataOf, errorOf, openRpcSocket, useTestServer } from './helpers/fixtures.ts';
import { commentAs, guestLink, inboxOf, notifiedProject } from './helpers/notifications.ts';
import { publicReviewPath } from './helpers/reviews.ts';

// The members' inbox (issue 32): who is told of what happens on reviews, live, and reading it. Mail: see
// notification-mail.api.test.ts (this server sends none).
const server = useTestServer();

type Created = { userId: string; notification: Notification; unreadCount: number };

/** What a user's socket hears of their inbox. */
async function listen(token: string) {
  const { socket, close } = await openRpcSocket(server, token);
  const created: Created[] = [];
  const read: { userId: string; unreadCount: number }[] = [];
  socket.on(SERVER_EVENTS.notificationCreated, (data: Created) => created.push(data));
  socket.on(SERVER_EVENTS.notificationsRead, (data: { userId: string; unreadCount: number }) => read.push(data));
  const until = async (check: () => boolean) => {
    for (let tries = 0; tries < 400 && !check(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(check()).toBe(true);
  };
  return { created, read, until, close };
}

const kindsOf = (list: { items: Notification[] }) => list.items.map((item) => item.kind);

describe('notifications', () => {
  it('tell a mentioned collaborator at once, on their socket, with a link to the comment', async () => {
    const { owner, collaborator, base, linkOf } = await notifiedProject(server);
    const heard = await listen(collaborator.accessToken);
    const comment = await commentAs(server, owner.accessToken, base, `Look at the sky @${collaborator.user.email}`);
    await heard.until(() => heard.created.length === 1);
    const [event] = heard.created;
    expect(event).toMatchObject({ userId: collaborator.user.id, unreadCount: 1 });
    expect(event!.notification).toMatchObject({
      kind: 'mention',
      commentId: comment.id,
      approvalId: null,
      actorName: owner.user.name,
      excerpt: `Look at the sky @${collaborator.user.email}`,
      link: linkOf(comment.id),
      readAt: null,
    });

    const inbox = await inboxOf(server, collaborator.accessToken);
    expect(inbox).toEqual({ items: [event!.notification], unreadCount: 1 });
    // The author is never told of their own comment.
    expect(await inboxOf(server, owner.accessToken)).toEqual({ items: [], unreadCount: 0 });
    heard.close();
  });

  it('tell thread members of replies, the owners of guest comments and verdicts, the starter of a resolve', async () => {
    const { owner, collaborator, base, linkOf } = await notifiedProject(server);
    const root = await commentAs(server, collaborator.accessToken, base, 'The lantern cut comes too early');
    expect((await inboxOf(server, owner.accessToken)).items).toEqual([]);

    const reply = await commentAs(server, owner.accessToken, base, 'Moved it to 0:04.5', root.id);
    const answer = await commentAs(server, collaborator.accessToken, base, 'Better', root.id);
    const collaboratorInbox = await inboxOf(server, collaborator.accessToken);
    expect(collaboratorInbox.items.map((item) => [item.kind, item.link])).toEqual([['reply', linkOf(reply.id)]]);
    expect((await inboxOf(server, owner.accessToken)).items.map((item) => [item.kind, item.commentId])).toEqual([
      ['reply', answer.id],
    ]);

    dataOf(
      await server.request('PATCH', `/api/comments/${root.id}`, {
        token: owner.accessToken,
        body: { resolved: true },
      }),
    );
    await server.services.notificationTriggers.whenIdle();
    const resolved = (await inboxOf(server, collaborator.accessToken)).items[0]!;
    expect(resolved).toMatchObject({ kind: 'resolved', commentId: root.id, actorName: owner.user.name });
    // Resolving one's own thread tells nobody.
    const own = await commentAs(server, owner.accessToken, base, 'Note to self');
    dataOf(
      await server.request('PATCH', `/api/comments/${own.id}`, { token: owner.accessToken, body: { resolved: true } }),
    );
    await server.services.notificationTriggers.whenIdle();
    expect(kindsOf(await inboxOf(server, owner.accessToken))).toEqual(['reply']);

    const link = await guestLink(server, owner.accessToken, base);
    const guestComment = dataOf<{ id: string }>(
      await server.request('POST', publicReviewPath(link, '/comments'), {
        body: { guestName: 'Dana from the agency', body: 'Lovely light' },
      }),
    );
    dataOf(
      await server.request('POST', publicReviewPath(link, '/approvals'), {
        body: { guestName: 'Dana from the agency', state: 'changes_requested', note: 'Warmer please' },
      }),
    );
    await server.services.notificationTriggers.whenIdle();
    const ownerInbox = await inboxOf(server, owner.accessToken);
    expect(ownerInbox.items.slice(0, 2).map((item) => [item.kind, item.actorName, item.excerpt])).toEqual([
      ['guest_approval', 'Dana from the agency', 'Warmer please'],
      ['guest_comment', 'Dana from the agency', 'Lovely light'],
    ]);
    expect(ownerInbox.items[1]!.link).toBe(linkOf(guestComment.id));
    // The collaborator owns neither the episode nor the project.
    expect(kindsOf(await inboxOf(server, collaborator.accessToken))).toEqual(['resolved', 'reply']);
  });

  it("tell both the episode's owner and the project's owner of a guest's comment", async () => {
    const { owner, collaborator, stranger, base } = await notifiedProject(server, 'collaborator');
    const link = await guestLink(server, collaborator.accessToken, base);
    dataOf(
      await server.request('POST', publicReviewPath(link, '/comments'), {
        body: { guestName: 'Dana', body: 'Shot 2 is too dark' },
      }),
    );
    await server.services.notificationTriggers.whenIdle();
    expect(kindsOf(await inboxOf(server, owner.accessToken))).toEqual(['guest_comment']);
    expect(kindsOf(await inboxOf(server, collaborator.accessToken))).toEqual(['guest_comment']);
    expect(kindsOf(await inboxOf(server, stranger.accessToken))).toEqual([]);
  });

  it('tell a member mentioned by an edit once, and never someone outside the project', async () => {
    const { owner, collaborator, stranger, base } = await notifiedProject(server);
    const comment = await commentAs(server, owner.accessToken, base, `Hi @${stranger.user.email}`);
    expect((await inboxOf(server, stranger.accessToken)).items).toEqual([]);
    const edit = (body: string) =>
      server.request('PATCH', `/api/comments/${comment.id}`, { token: owner.accessToken, body: { body } });
    dataOf(await edit(`Hi @${collaborator.user.email}`));
    await server.services.notificationTriggers.whenIdle();
    dataOf(await edit(`Hello @${collaborator.user.email}`));
    await server.services.notificationTriggers.whenIdle();
    expect(kindsOf(await inboxOf(server, collaborator.accessToken))).toEqual(['mention']);
  });

  it('are read by id or all at once, only by their own user, and the other tabs hear the count', async () => {
    const { owner, collaborator, stranger, base } = await notifiedProject(server);
    for (const word of ['one', 'two', 'three']) {
      await commentAs(server, owner.accessToken, base, `${word} @${collaborator.user.email}`);
    }
    const inbox = await inboxOf(server, collaborator.accessToken);
    expect(inbox.unreadCount).toBe(3);
    expect(inbox.items.map((item) => item.excerpt)).toEqual([
      `three @${collaborator.user.email}`,
      `two @${collaborator.user.email}`,
      `one @${collaborator.user.email}`,
    ]);
    expect((await inboxOf(server, collaborator.accessToken, '?limit=1')).items).toHaveLength(1);
    const heard = await listen(collaborator.accessToken);
    // An entry of the owner's: a reply in the thread the collaborator starts.
    const ownerEntry = async () => {
      const root = await commentAs(server, owner.accessToken, base, 'Thread');
      await commentAs(server, collaborator.accessToken, base, 'Answer', root.id);
      return (await inboxOf(server, owner.accessToken)).items[0]!;
    };

    const read = (token: string, body: object) => server.request('POST', '/api/notifications/read', { token, body });
    // Naming an entry that is not one's own (another user's, or none) is 404 and marks nothing, not even the
    // caller's own entries named beside it.
    const notFound = { code: 'NOT_FOUND', message: REVIEW_MESSAGES.notificationNotFound };
    expect(errorOf(await read(stranger.accessToken, { ids: [inbox.items[0]!.id] }), 404)).toMatchObject(notFound);
    expect(await inboxOf(server, stranger.accessToken)).toEqual({ items: [], unreadCount: 0 });
    const ownAndUnknown = { ids: [inbox.items[1]!.id, crypto.randomUUID()] };
    expect(errorOf(await read(collaborator.accessToken, ownAndUnknown), 404)).toMatchObject(notFound);
    const ownAndTheirs = { ids: [inbox.items[1]!.id, (await ownerEntry()).id] };
    expect(errorOf(await read(collaborator.accessToken, ownAndTheirs), 404)).toMatchObject(notFound);
    expect((await inboxOf(server, collaborator.accessToken)).unreadCount).toBe(3);
    expect(heard.read).toEqual([]);
    expect(dataOf(await read(collaborator.accessToken, { ids: [inbox.items[0]!.id] }))).toEqual({ unreadCount: 2 });
    await heard.until(() => heard.read.length === 1);
    expect(heard.read[0]).toEqual({ userId: collaborator.user.id, unreadCount: 2 });
    const unread = await inboxOf(server, collaborator.accessToken, '?unreadOnly=true');
    expect(unread.items.map((item) => item.excerpt)).toEqual([
      `two @${collaborator.user.email}`,
      `one @${collaborator.user.email}`,
    ]);
    expect(dataOf(await read(collaborator.accessToken, {}))).toEqual({ unreadCount: 0 });
    const after = await inboxOf(server, collaborator.accessToken);
    expect(after.items.every((item) => item.readAt !== null)).toBe(true);
    expect((await inboxOf(server, collaborator.accessToken, '?unreadOnly=true')).items).toEqual([]);
    await heard.until(() => heard.read.length === 2);

    errorOf(await server.request('GET', '/api/notifications'), 401);
    errorOf(await read(collaborator.accessToken, { ids: ['not-an-id'] }), 422);
    heard.close();
  });

  it('stop showing to a collaborator who left the project', async () => {
    const { owner, collaborator, project, base } = await notifiedProject(server);
    await commentAs(server, owner.accessToken, base, `@${collaborator.user.email} see this`);
    expect((await inboxOf(server, collaborator.accessToken)).unreadCount).toBe(1);
    dataOf(
      await server.request('DELETE', `/api/projects/${project.id}/collaborators/${collaborator.user.id}`, {
        token: owner.accessToken,
      }),
    );
    expect(await inboxOf(server, collaborator.accessToken)).toEqual({ items: [], unreadCount: 0 });
  });

  it('keep e-mail preferences per kind, and mail nothing without SMTP_URL', async () => {
    const { owner, collaborator, base } = await notifiedProject(server);
    const everything = { mention: true, reply: true, guest_comment: true, guest_approval: true, resolved: true };
    const path = '/api/notifications/preferences';
    expect(dataOf(await server.request('GET', path, { token: collaborator.accessToken }))).toEqual({
      email: everything,
    });
    const fewer: NotificationPreferences = { email: { ...everything, mention: false, guest_comment: false } };
    expect(dataOf(await server.request('PUT', path, { token: collaborator.accessToken, body: fewer }))).toEqual(fewer);
    expect(dataOf(await server.request('GET', path, { token: collaborator.accessToken }))).toEqual(fewer);
    expect(dataOf(await server.request('GET', path, { token: owner.accessToken }))).toEqual({ email: everything });
    errorOf(
      await server.request('PUT', path, { token: collaborator.accessToken, body: { email: { mention: 'yes' } } }),
      422,
    );

    const comment = await commentAs(server, collaborator.accessToken, base, `@${owner.user.email} hello`);
    // No mail server: the entry is written as already dealt with, so nothing waits to be mailed.
    const [row] = await server.database.db.select().from(notifications).where(eq(notifications.commentId, comment.id));
    expect(row?.emailedAt).not.toBeNull();
  });
});
