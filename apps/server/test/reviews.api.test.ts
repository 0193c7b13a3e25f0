import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, type PublicReview, type ReviewLink } from '@sym/contracts';
import { reviews } from '../src/db/schema.ts';
import { dataOf, errorOf, PNG_BYTES } from './helpers/fixtures.ts';
import { insertCompletedExport, useServerWithRows } from './helpers/media-fixtures.ts';
import { createReview, publicReviewPath, reviewedEpisode } from './helpers/reviews.ts';

const PUBLIC_URL = 'https://studio.example';
// Three wrong passphrases per (address, link) before 429; behind a "proxy" so a test can call from other addresses.
const { server, fixtures } = useServerWithRows({
  PUBLIC_URL,
  CREDITS_SELF_SERVICE: 'true',
  RATE_LIMIT_AUTH_ACCOUNT_MAX: '3',
  TRUST_PROXY: 'true',
});

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
const episode = () => reviewedEpisode(server, fixtures);
const getPage = async (link: ReviewLink, passphrase?: string) =>
  dataOf<PublicReview>(await server.request('GET', publicReviewPath(link, '', passphrase)));
const fetchMedia = (address: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${address}`, { headers });

describe('review links (members)', () => {
  it('creates, lists newest first (revoked ones marked) and revokes', async () => {
    const { owner, token, scenario, base } = await episode();
    const expiresAt = inDays(7);
    const first = await createReview(server, token, base, { name: 'Agency', expiresAt, passphrase: 'open sesame' });
    expect(first).toMatchObject({
      scenarioId: scenario.id,
      name: 'Agency',
      hasPassphrase: true,
      allowDownload: false,
      createdBy: owner.user.id,
      revokedAt: null,
      expiresAt: new Date(expiresAt).toISOString(),
    });
    // 24 random bytes, base64url.
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(first.url).toBe(`${PUBLIC_URL}/r/${first.token}`);
    expect(JSON.stringify(first)).not.toContain('open sesame');
    const [row] = await server.database.db.select().from(reviews).where(eq(reviews.id, first.id));
    expect(row!.passphraseHash).toMatch(/^\$argon2id\$/);

    const second = await createReview(server, token, base, { name: 'Director', allowDownload: true });
    expect(second).toMatchObject({ hasPassphrase: false, allowDownload: true, expiresAt: null });
    expect(second.token).not.toBe(first.token);

    let listed = dataOf<ReviewLink[]>(await server.request('GET', `${base}/reviews`, { token }));
    expect(listed.map((link) => link.id)).toEqual([second.id, first.id]);

    expect(dataOf(await server.request('DELETE', `${base}/reviews/${first.id}`, { token }))).toEqual({
      reviewId: first.id,
    });
    listed = dataOf<ReviewLink[]>(await server.request('GET', `${base}/reviews`, { token }));
    expect(listed.find((link) => link.id === first.id)!.revokedAt).not.toBeNull();
    expect(listed.find((link) => link.id === second.id)!.revokedAt).toBeNull();
    // Already revoked, unknown, malformed: 404.
    errorOf(await server.request('DELETE', `${base}/reviews/${first.id}`, { token }), 404);
    errorOf(await server.request('DELETE', `${base}/reviews/${crypto.randomUUID()}`, { token }), 404);
    errorOf(await server.request('DELETE', `${base}/reviews/not-an-id`, { token }), 404);
  });

  it('wants an expiry in the future and within the limit, and a passphrase of a few characters', async () => {
    const { token, base } = await episode();
    let error = errorOf(
      await server.request('POST', `${base}/reviews`, { token, body: { name: 'Late', expiresAt: inDays(-1) } }),
      422,
    );
    expect(error).toMatchObject({
      message: REVIEW_MESSAGES.expiryInPast,
      details: [{ field: 'expiresAt', message: REVIEW_MESSAGES.expiryInPast }],
    });
    error = errorOf(
      await server.request('POST', `${base}/reviews`, { token, body: { name: 'Far', expiresAt: inDays(400) } }),
      422,
    );
    expect(error.message).toBe(REVIEW_MESSAGES.expiryTooFar);
    errorOf(
      await server.request('POST', `${base}/reviews`, { token, body: { name: 'Short', passphrase: 'abc' } }),
      422,
    );
    errorOf(await server.request('POST', `${base}/reviews`, { token, body: { name: '' } }), 422);
    expect(dataOf<ReviewLink[]>(await server.request('GET', `${base}/reviews`, { token }))).toEqual([]);
  });

  it('answers 401 signed out, 404 to strangers, 403 to a visitor of a public project; collaborators manage links', async () => {
    const { owner, token, project, base } = await episode();
    const link = await createReview(server, token, base);
    errorOf(await server.request('POST', `${base}/reviews`, { body: { name: 'x' } }), 401);
    errorOf(await server.request('GET', `${base}/reviews`), 401);

    const stranger = await server.register();
    const as = { token: stranger.accessToken };
    errorOf(await server.request('POST', `${base}/reviews`, { ...as, body: { name: 'x' } }), 404);
    errorOf(await server.request('GET', `${base}/reviews`, as), 404);
    errorOf(await server.request('DELETE', `${base}/reviews/${link.id}`, as), 404);
    // Through the stranger's own episode, the owner's link is unknown.
    const theirs = await episode();
    errorOf(await server.request('DELETE', `${theirs.base}/reviews/${link.id}`, { token: theirs.token }), 404);

    const collaborator = await server.register();
    await fixtures.collaborator(project.id, collaborator.user.id);
    const theirsToo = await createReview(server, collaborator.accessToken, base, { name: 'From the editor' });
    expect(theirsToo.createdBy).toBe(collaborator.user.id);
    expect(
      dataOf<ReviewLink[]>(await server.request('GET', `${base}/reviews`, { token: collaborator.accessToken })),
    ).toHaveLength(2);

    const open = await fixtures.project(owner.user.id, { visibility: 'public' });
    const openEpisode = await fixtures.scenario(open.id, owner.user.id);
    const openBase = `/api/scenarios/${openEpisode.id}`;
    errorOf(await server.request('GET', `${openBase}/reviews`, as), 403);
    errorOf(await server.request('POST', `${openBase}/reviews`, { ...as, body: { name: 'x' } }), 403);
    dataOf(await server.request('DELETE', `${base}/reviews/${link.id}`, { token }));
  });
});

describe('a review page (guests, no account)', () => {
  it('shows the storyboard, the newest export and approvals, every file scoped to the link', async () => {
    const { owner, token, scenario, shots, take, imageKey, base } = await episode();
    const link = await createReview(server, token, base, { name: 'Client cut' });
    const page = await getPage(link);
    expect(page).toMatchObject({
      reviewId: link.id,
      scenarioId: scenario.id,
      name: 'Client cut',
      projectName: 'Northern Lights',
      scenarioName: 'Pilot',
      allowDownload: false,
      expiresAt: null,
      video: null,
      comments: [],
      approvals: { scenarioId: scenario.id, approvedCount: 0, shotCount: 2 },
    });
    expect(page.shots.map((shot) => [shot.id, shot.sequence, shot.description, shot.duration])).toEqual([
      [shots[0].id, 1, 'Harbour at dawn', 3],
      [shots[1].id, 2, 'Close on Anna', 2],
    ]);
    expect(page.shots[0]).toMatchObject({
      action: 'Boats drift in',
      dialogue: [
        { speaker: 'ANNA', text: 'Where were you?' },
        { speaker: '', text: 'Out at sea.' },
      ],
      videoUrl: null,
      version: { generationId: take.id, kind: 'image', number: 1 },
    });
    expect(page.shots[1]).toMatchObject({ imageUrl: null, version: null, dialogue: [] });
    const imageUrl = page.shots[0]!.imageUrl!;
    expect(imageUrl).toMatch(new RegExp(`^/media/${imageKey}\\?review=${link.id}&exp=\\d+&sig=[A-Za-z0-9_-]+$`));
    // No address signed for members anywhere in the answer.
    expect(JSON.stringify(page)).not.toMatch(/\?exp=/);

    const image = await fetchMedia(imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('cache-control')).toBe('private, no-cache');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG_BYTES);

    const exported = await insertCompletedExport(
      server,
      { scenarioId: scenario.id, userId: owner.user.id },
      { video: Buffer.from('mp4 bytes stand-in'), poster: PNG_BYTES, posterFormat: 'png' },
    );
    const withVideo = await getPage(link);
    expect(withVideo.video).toEqual({
      url: expect.stringMatching(new RegExp(`^/media/${exported.videoKey}\\?review=${link.id}&exp=`)),
      posterUrl: expect.stringMatching(new RegExp(`^/media/${exported.posterKey}\\?review=${link.id}&exp=`)),
      duration: 2,
    });
    expect((await fetchMedia(withVideo.video!.url, { range: 'bytes=0-2' })).status).toBe(206);
  });

  it('refuses forged review addresses, and downloads unless the link allows them', async () => {
    const { token, base } = await episode();
    const closed = await createReview(server, token, base);
    const open = await createReview(server, token, base, { allowDownload: true });
    const closedImage = (await getPage(closed)).shots[0]!.imageUrl!;
    const openImage = (await getPage(open)).shots[0]!.imageUrl!;

    // Another link's id, or the same signature read as a members' one: not found.
    expect((await fetchMedia(closedImage.replace(closed.id, open.id))).status).toBe(404);
    expect((await fetchMedia(closedImage.replace(`review=${closed.id}&`, ''))).status).toBe(404);

    const refused = await server.request('GET', `${closedImage}&download=1`);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { message: REVIEW_MESSAGES.downloadNotAllowed } });
    const saved = await fetchMedia(`${openImage}&download=1`);
    expect(saved.status).toBe(200);
    expect(saved.headers.get('content-disposition')).toMatch(/^attachment/);
    expect((await fetchMedia(closedImage)).status).toBe(200);
  });

  it('answers 404 to a revoked, expired or binned link, for its JSON and its media', async () => {
    const { token, base } = await episode();
    const revoked = await createReview(server, token, base);
    const revokedImage = (await getPage(revoked)).shots[0]!.imageUrl!;
    dataOf(await server.request('DELETE', `${base}/reviews/${revoked.id}`, { token }));
    errorOf(await server.request('GET', publicReviewPath(revoked)), 404);
    expect((await fetchMedia(revokedImage)).status).toBe(404);
    const body = { guestName: 'Client', body: 'Late words' };
    errorOf(await server.request('POST', publicReviewPath(revoked, '/comments'), { body }), 404);
    errorOf(
      await server.request('POST', publicReviewPath(revoked, '/approvals'), {
        body: { guestName: 'C', state: 'approved' },
      }),
      404,
    );

    const expiring = await createReview(server, token, base, { expiresAt: inDays(1) });
    const expiringImage = (await getPage(expiring)).shots[0]!.imageUrl!;
    await server.database.db
      .update(reviews)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(reviews.id, expiring.id));
    errorOf(await server.request('GET', publicReviewPath(expiring)), 404);
    expect((await fetchMedia(expiringImage)).status).toBe(404);

    const binned = await createReview(server, token, base);
    const binnedImage = (await getPage(binned)).shots[0]!.imageUrl!;
    dataOf(await server.request('DELETE', base, { token }));
    errorOf(await server.request('GET', publicReviewPath(binned)), 404);
    expect((await fetchMedia(binnedImage)).status).toBe(404);

    errorOf(await server.request('GET', publicReviewPath({ token: 'no-such-token' })), 404);
  });

  it('wants the passphrase: 401 without or wrong, 429 after repeated wrong ones from one address', async () => {
    const { token, base } = await episode();
    const link = await createReview(server, token, base, { passphrase: 'open sesame' });
    const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
    let error = errorOf(await server.request('GET', publicReviewPath(link), from('203.0.113.7')), 401);
    expect(error.message).toBe(REVIEW_MESSAGES.passphraseRequired);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      error = errorOf(await server.request('GET', publicReviewPath(link, '', 'guess'), from('203.0.113.7')), 401);
      expect(error.message).toBe(REVIEW_MESSAGES.wrongPassphrase);
    }
    // Over the limit, even the right one waits; a guest elsewhere is not locked out.
    errorOf(await server.request('GET', publicReviewPath(link, '', 'guess'), from('203.0.113.7')), 429);
    errorOf(await server.request('GET', publicReviewPath(link, '', 'open sesame'), from('203.0.113.7')), 429);
    const page = dataOf<PublicReview>(
      await server.request('GET', publicReviewPath(link, '', 'open sesame'), from('203.0.113.8')),
    );
    expect(page.reviewId).toBe(link.id);
    // Comments and approvals go through the same door.
    const comment = { guestName: 'Client', body: 'Lovely' };
    errorOf(
      await server.request('POST', publicReviewPath(link, '/comments'), { body: comment, ...from('203.0.113.9') }),
      401,
    );
    dataOf(
      await server.request('POST', publicReviewPath(link, '/comments'), {
        body: { ...comment, passphrase: 'open sesame' },
        ...from('203.0.113.9'),
      }),
    );
  });
});
