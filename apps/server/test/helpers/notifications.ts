import type { NotificationList, ReviewComment, ReviewLink } from '@sym/contracts';
import { dataOf, projectApi } from './fixtures.ts';
import type { TestServer } from './test-server.ts';

/**
 * An owner's project with a collaborator and a stranger, and an episode in it (made by `episodeBy`: the owner by
 * default), with the calls the notification tests make.
 */
export async function notifiedProject(server: TestServer, episodeBy: 'owner' | 'collaborator' = 'owner') {
  const people = await projectApi(server).sharedProject();
  const maker = people[episodeBy];
  const scenario = dataOf<{ id: string; projectId: string }>(
    await server.request('POST', '/api/scenarios', {
      token: maker.accessToken,
      body: { projectId: people.project.id, name: 'Pilot' },
    }),
  );
  const base = `/api/scenarios/${scenario.id}`;
  return {
    ...people,
    scenario,
    base,
    /** Where a notification about this comment leads in the app. */
    linkOf: (commentId: string) => `/projects/${people.project.id}/scenarios/${scenario.id}?comment=${commentId}`,
  };
}

/** A member's comment (a reply with `parentId`); waits until the notifications it makes are written. */
export async function commentAs(
  server: TestServer,
  token: string,
  base: string,
  body: string,
  parentId?: string,
): Promise<ReviewComment> {
  const comment = dataOf<ReviewComment>(
    await server.request('POST', `${base}/comments`, { token, body: { body, ...(parentId ? { parentId } : {}) } }),
  );
  await server.services.notificationTriggers.whenIdle();
  return comment;
}

/** The user's inbox. */
export async function inboxOf(server: TestServer, token: string, query = ''): Promise<NotificationList> {
  return dataOf<NotificationList>(await server.request('GET', `/api/notifications${query}`, { token }));
}

/** A review link of the episode, for a guest's comments and verdicts. */
export async function guestLink(server: TestServer, token: string, base: string): Promise<ReviewLink> {
  return dataOf<ReviewLink>(await server.request('POST', `${base}/reviews`, { token, body: { name: 'Client' } }));
}
