import type { NotificationList, ReviewComment, ReviewLink } from '@sym/contracts';
import type { ExampleKind } from './example-kinds.ts';
import type { Maker } from './example-makers.ts';
import type { ExampleWorld, MakeContext } from './example-world.ts';

// How the test world makes the review kinds (example-kinds.ts) through the API: review links, comments (a guest's
// through a link, as the examples document them) and the inbox entries those comments leave.

type ReviewKind = Extract<ExampleKind, 'review' | 'reviewToken' | 'comment' | 'notification'>;

/** A review link of the episode the call names (else the one the example links, else the first). */
async function makeReview(world: ExampleWorld, exampleValue: string, context: MakeContext): Promise<ReviewLink> {
  const scenarioId = await world.parent('scenario', exampleValue, 'scenarioId', context);
  return world.api<ReviewLink>('POST', `/api/scenarios/${scenarioId}/reviews`, { name: 'Agency review, round 1' });
}

/** A guest's comment through a link of its own (no session: guests have none). */
async function guestComment(world: ExampleWorld, exampleValue: string, context: MakeContext, body: string) {
  const link = await makeReview(world, exampleValue, context);
  const path = `/api/public/reviews/${link.token}/comments`;
  const answer = await world.server.request('POST', path, { body: { guestName: 'Dana from the agency', body } });
  if (answer.status !== 200) throw new Error(`world: POST ${path} answered ${answer.status} ${answer.text}`);
  return (answer.body as { data: ReviewComment }).data;
}

export const REVIEW_MAKERS: Record<ReviewKind, Maker> = {
  async review(world, exampleValue, context) {
    return (await makeReview(world, exampleValue, context)).id;
  },
  /** A link's token: a link of its own, without a passphrase (the guest calls send none). */
  async reviewToken(world, exampleValue, context) {
    return (await makeReview(world, exampleValue, context)).token;
  },
  /** A comment as documented: a guest's through a review link, else the owner's (a reply when it is one). */
  async comment(world, exampleValue, context) {
    const documented = world.entity(exampleValue, 'body') as Partial<ReviewComment> | undefined;
    const body = documented?.body ?? 'The cut to the lantern comes too early here';
    if (documented?.author?.isGuest) return (await guestComment(world, exampleValue, context, body)).id;
    const scenarioId = await world.parent('scenario', exampleValue, 'scenarioId', context);
    const parentId = documented?.parentId ? await world.parent('comment', exampleValue, 'parentId', context) : null;
    const made = await world.api<ReviewComment>('POST', `/api/scenarios/${scenarioId}/comments`, {
      body,
      ...(parentId ? { parentId } : {}),
    });
    return made.id;
  },
  /** An entry of the owner's inbox: a guest comments on the owner's episode, which tells the owner. */
  async notification(world, exampleValue, context) {
    const excerpt = world.entity(exampleValue, 'excerpt')?.excerpt;
    const comment = await guestComment(world, exampleValue, context, String(excerpt ?? 'Lovely light in shot 1'));
    // The inbox entry may be written just after the comment's answer: read until it is there.
    for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
      const inbox = await world.api<NotificationList>('GET', '/api/notifications?limit=100');
      const entry = inbox.items.find((item) => item.commentId === comment.id);
      if (entry) return entry.id;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`world: the owner was never notified of the guest comment ${comment.id}`);
  },
};
