import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand, PublicReviewWithBrand, PublicVideoWithBrand, ShareLink, WhiteLabelSettings } from '@sym/contracts';
import { projects } from '../src/db/schema.ts';
import { dataOf, PNG_BYTES, rowFixtures, uploadFile } from './helpers/fixtures.ts';
import { insertCompletedExport } from './helpers/media-fixtures.ts';
import { commentAs, notifiedProject } from './helpers/notifications.ts';
import { createReview, publicReviewPath } from './helpers/reviews.ts';
import { startSmtpServer, type LocalSmtpServer } from './helpers/smtp-server.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { getWithHost, insertTeam, makeSiteAdmin, putBrand } from './helpers/white-label.ts';

// Where a white label shows (issue 33): the share page and its JSON, review pages, a brand's custom domain (and
// the main address for everything else), the storyboard PDF and the e-mails.

const run = promisify(execFile);
const PUBLIC_URL = 'https://studio.example';
const TEAM_DOMAIN = 'boards.northlight.example';

let smtp: LocalSmtpServer;
let server: TestServer;
const fixtures = () => rowFixtures(server);

/** The team with a brand, its owner and the site administrator; the site has a brand of its own. */
let owner: Awaited<ReturnType<TestServer['register']>>;
let teamId: string;
let teamBrand: WhiteLabelSettings;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL, CREDITS_SELF_SERVICE: 'true' });
  const admin = await server.register();
  owner = await server.register();
  for (const user of [admin, owner]) await fixtures().setUserTier(user.user.id, 'motionmaker');
  await makeSiteAdmin(server, admin.user.id);
  dataOf(await putBrand(server, admin.accessToken, { productName: 'Acme Video', emailSenderName: 'Acme Studio' }));
  teamId = (await insertTeam(server, owner.user.id)).id;
  dataOf(
    await putBrand(server, owner.accessToken, {
      teamId,
      productName: 'Northlight Boards',
      colors: { primary: '#1e40af', accent: '#ff7a1a', background: '#0b0c10', text: '#ffffff' },
      emailSenderName: 'Northlight Studio',
      domains: [TEAM_DOMAIN],
    }),
  );
  for (const image of ['logo', 'favicon']) {
    const upload = { bytes: PNG_BYTES, name: `${image}.png`, type: 'image/png' };
    teamBrand = dataOf(
      await uploadFile(server, `/api/white-label/${image}?teamId=${teamId}`, upload, owner.accessToken),
    );
  }
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

/** An episode of the owner with a finished export, in the team (or, `inTeam` false, the owner's own). */
async function sharedEpisode(inTeam: boolean) {
  const project = await fixtures().project(owner.user.id, { name: 'Lighthouse', ...(inTeam && { teamId }) });
  const scenario = await fixtures().scenario(project.id, owner.user.id, { name: 'Storm Night' });
  await insertCompletedExport(
    server,
    { scenarioId: scenario.id, userId: owner.user.id },
    { video: Buffer.from('not really a video'), poster: PNG_BYTES, posterFormat: 'png' },
    { name: 'Director cut' },
  );
  const base = `/api/scenarios/${scenario.id}`;
  const link = dataOf<ShareLink>(await server.request('POST', `${base}/share`, { token: owner.accessToken, body: {} }));
  return { project, scenario, base, link };
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('share and review pages', () => {
  it("show the team's brand for a team's project and the site's for any other, in JSON and in the page", async () => {
    const team = await sharedEpisode(true);
    const video = dataOf<PublicVideoWithBrand>(await server.request('GET', `/api/public/videos/${team.link.shareId}`));
    expect(video.brand).toEqual({
      id: teamBrand.id,
      scope: 'team',
      productName: 'Northlight Boards',
      logoUrl: teamBrand.logoUrl,
      faviconUrl: teamBrand.faviconUrl,
      colors: { primary: '#1e40af', accent: '#ff7a1a', background: '#0b0c10', text: '#ffffff' },
    });
    const page = await (await fetch(`${server.url}/v/${team.link.shareId}`)).text();
    expect(titleOf(page)).toBe('Director cut · Northlight Boards');
    expect(page).toContain(`<meta property="og:site_name" content="Northlight Boards">`);
    expect(page).toContain(`<link rel="icon" type="image/png" href="${teamBrand.faviconUrl}">`);
    // Its pictures answer anyone.
    expect((await fetch(`${server.url}${video.brand!.logoUrl}`)).status).toBe(200);

    const own = await sharedEpisode(false);
    const ownVideo = dataOf<PublicVideoWithBrand>(
      await server.request('GET', `/api/public/videos/${own.link.shareId}`),
    );
    expect(ownVideo.brand).toMatchObject({ scope: 'site', productName: 'Acme Video', logoUrl: null });
    expect(titleOf(await (await fetch(`${server.url}/v/${own.link.shareId}`)).text())).toBe(
      'Director cut · Acme Video',
    );

    // A revoked link's page says nothing of its team.
    dataOf(await server.request('DELETE', `${team.base}/share/${team.link.shareId}`, { token: owner.accessToken }));
    const dead = await fetch(`${server.url}/v/${team.link.shareId}`);
    expect(dead.status).toBe(404);
    expect(titleOf(await dead.text())).toBe('Acme Video');
  });

  it("show the project's brand on a review link, in its JSON and its page", async () => {
    const { base } = await sharedEpisode(true);
    const link = await createReview(server, owner.accessToken, base);
    const review = dataOf<PublicReviewWithBrand>(await server.request('GET', publicReviewPath(link)));
    expect(review.brand).toMatchObject({ scope: 'team', productName: 'Northlight Boards', logoUrl: teamBrand.logoUrl });
    const page = await (await fetch(`${server.url}/r/${link.token}`)).text();
    expect(titleOf(page)).toBe('Northlight Boards');

    // The page asks which brand it shows before its passphrase is given.
    const locked = await createReview(server, owner.accessToken, base, { passphrase: 'open sesame' });
    expect((await server.request('GET', publicReviewPath(locked))).status).toBe(401);
    const brand = dataOf<Brand>(await server.request('GET', `/api/public/white-label?reviewToken=${locked.token}`));
    expect(brand.productName).toBe('Northlight Boards');
  });

  it('answers the brand of a project to who may read it, and the site brand to anyone else', async () => {
    const { project } = await sharedEpisode(true);
    const asOwner = dataOf<Brand>(
      await server.request('GET', `/api/public/white-label?projectId=${project.id}`, { token: owner.accessToken }),
    );
    expect(asOwner.productName).toBe('Northlight Boards');
    const stranger = await server.register();
    const asStranger = dataOf<Brand>(
      await server.request('GET', `/api/public/white-label?projectId=${project.id}`, { token: stranger.accessToken }),
    );
    expect(asStranger.productName).toBe('Acme Video');
    expect(dataOf<Brand>(await server.request('GET', '/api/public/white-label')).scope).toBe('site');
  });
});

describe('custom domains', () => {
  it("show the domain's brand on share and review pages, first of all", async () => {
    // A project of the owner's own (the site's brand at the main address) opened on the team's domain.
    const { link, base } = await sharedEpisode(false);
    const page = await getWithHost(server, `/v/${link.shareId}`, TEAM_DOMAIN);
    expect(page.status).toBe(200);
    expect(titleOf(page.text)).toBe('Director cut · Northlight Boards');
    const json = await getWithHost(server, `/api/public/videos/${link.shareId}`, `${TEAM_DOMAIN}:443`);
    expect((JSON.parse(json.text) as { data: PublicVideoWithBrand }).data.brand?.productName).toBe('Northlight Boards');
    const review = await createReview(server, owner.accessToken, base);
    expect(titleOf((await getWithHost(server, `/r/${review.token}`, TEAM_DOMAIN.toUpperCase())).text)).toBe(
      'Northlight Boards',
    );
    const resolved = await getWithHost(server, '/api/public/white-label', TEAM_DOMAIN);
    expect((JSON.parse(resolved.text) as { data: Brand }).data.productName).toBe('Northlight Boards');
  });

  it('send sign-in, registration and the app to the main address', async () => {
    for (const path of ['/login', '/register?next=%2Fprojects', '/projects', '/', '/white-label']) {
      const response = await getWithHost(server, path, TEAM_DOMAIN);
      expect(response.status, path).toBe(302);
      expect(response.headers.location, path).toBe(`${PUBLIC_URL}${path}`);
    }
    // The main address and unknown hosts serve the app as always.
    expect((await getWithHost(server, '/login', 'studio.example')).status).toBe(200);
    expect((await getWithHost(server, '/login', 'elsewhere.example')).status).toBe(200);
  });
});

describe('documents and mails', () => {
  it("print the team's product name and logo on the storyboard PDF", async () => {
    const { scenario } = await sharedEpisode(true);
    const response = await fetch(`${server.url}/api/scenarios/${scenario.id}/download/pdf`, {
      headers: { authorization: `Bearer ${owner.accessToken}` },
    });
    expect(response.status).toBe(200);
    const pdf = Buffer.from(await response.arrayBuffer());
    const dir = await mkdtemp(join(tmpdir(), 'sym-brand-pdf-'));
    try {
      await writeFile(join(dir, 'storyboard.pdf'), pdf);
      const { stdout } = await run('pdftotext', [join(dir, 'storyboard.pdf'), '-']);
      expect(stdout).toContain('Northlight Boards');
      expect(stdout).not.toContain('Sym Studio');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    // The episode has no shots: the only picture on the page is the logo.
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
  });

  it("send account mails as the site's brand, and notifications about a team's project as the team's", async () => {
    const account = await server.register({ name: 'Mary Shelley' });
    expect(
      (await server.request('POST', '/api/auth/password/forgot', { body: { email: account.user.email } })).status,
    ).toBe(200);
    const reset = await smtp.waitForMail(account.user.email, /Reset your/);
    expect(reset.subject).toBe('Reset your Acme Video password');
    expect(reset.fromHeader).toBe('"Acme Studio" <no-reply@studio.example>');

    // The project moves into a team of its owner's with a brand; the collaborator is a member too.
    const people = await notifiedProject(server);
    await fixtures().setUserTier(people.owner.user.id, 'motionmaker');
    const team = await insertTeam(server, people.owner.user.id, [
      { userId: people.collaborator.user.id, role: 'editor' },
    ]);
    dataOf(
      await putBrand(server, people.owner.accessToken, {
        teamId: team.id,
        productName: 'Harbour Boards',
        emailSenderName: 'Harbour Studio',
      }),
    );
    await server.database.db.update(projects).set({ teamId: team.id }).where(eq(projects.id, people.project.id));
    const to = people.collaborator.user.email;
    await commentAs(server, people.owner.accessToken, people.base, `@${to} look at the lantern`);
    const mail = await smtp.waitForMail(to);
    expect(mail.fromHeader).toBe('"Harbour Studio" <no-reply@studio.example>');
    expect(mail.text).toContain('Harbour Boards mails you at most once');
  });
});
