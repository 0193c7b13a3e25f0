import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  TEAM_MESSAGES,
  WHITE_LABEL_MESSAGES,
  type WhiteLabelSettings,
  type WhiteLabelUpdateResult,
} from '@sym/contracts';
import { storedFiles, whiteLabels } from '../src/db/schema.ts';
import { dataOf, errorOf, PNG_BYTES, uploadFile } from './helpers/fixtures.ts';
import { storedKeyOf, useServerWithRows } from './helpers/media-fixtures.ts';
import { insertTeam, makeSiteAdmin, putBrand } from './helpers/white-label.ts';

// White label (issue 33): the site's brand (its administrator) and a team's (its owner and admins), their
// validation, contrast warnings and re-encoded pictures. Which pages show them: white-label-pages.api.test.ts.

const PUBLIC_URL = 'https://studio.example';
const { server, fixtures } = useServerWithRows({ PUBLIC_URL, CREDITS_SELF_SERVICE: 'true' });

const COLORS = { primary: '#1E40AF', accent: '#ff7a1a', background: '#0b0c10', text: '#ffffff' };

/** A user of the professional edition (white label is its highest feature). */
async function proUser() {
  const account = await server.register();
  await fixtures.setUserTier(account.user.id, 'motionmaker');
  return account;
}

async function siteAdmin() {
  const admin = await proUser();
  await makeSiteAdmin(server, admin.user.id);
  return admin;
}

const uploadImage = (token: string, path: string, bytes: Uint8Array, type = 'image/png') =>
  uploadFile(server, path, { bytes, name: 'logo', type }, token);

describe('white label settings', () => {
  it("lets the site administrator save the site's brand, read it back, and clear a field", async () => {
    const admin = await siteAdmin();
    const empty = dataOf<WhiteLabelSettings>(
      await server.request('GET', '/api/white-label', { token: admin.accessToken }),
    );
    expect(empty).toMatchObject({ id: null, scope: 'site', teamId: null, productName: null, domains: [] });

    const saved = dataOf<WhiteLabelUpdateResult>(
      await putBrand(server, admin.accessToken, {
        productName: '  Acme Boards ',
        colors: COLORS,
        emailSenderName: 'Acme Studio',
        domains: ['Boards.Acme.Example', 'boards.acme.example'],
      }),
    );
    expect(saved.warnings).toEqual([]);
    expect(saved.whiteLabel).toMatchObject({
      scope: 'site',
      productName: 'Acme Boards',
      // Stored in lower case, each domain once.
      colors: { ...COLORS, primary: '#1e40af' },
      emailSenderName: 'Acme Studio',
      domains: ['boards.acme.example'],
    });
    const read = dataOf<WhiteLabelSettings>(
      await server.request('GET', '/api/white-label', { token: admin.accessToken }),
    );
    expect(read).toEqual(saved.whiteLabel);

    // Fields left out stay; null clears one.
    const cleared = dataOf<WhiteLabelUpdateResult>(
      await putBrand(server, admin.accessToken, { emailSenderName: null }),
    );
    expect(cleared.whiteLabel).toMatchObject({ productName: 'Acme Boards', emailSenderName: null });
    const rows = await server.database.db.select().from(whiteLabels);
    expect(rows.filter((row) => row.teamId === null)).toHaveLength(1);
  });

  it('refuses colours that are not #rrggbb and host names that are not ones, with 422 on the field', async () => {
    const admin = await siteAdmin();
    let error = errorOf(await putBrand(server, admin.accessToken, { colors: { ...COLORS, text: 'black' } }), 422);
    expect(error.details).toContainEqual({ field: 'colors.text', message: WHITE_LABEL_MESSAGES.invalidColor });
    error = errorOf(await putBrand(server, admin.accessToken, { colors: { ...COLORS, accent: '#abc' } }), 422);
    expect(error.details).toContainEqual({ field: 'colors.accent', message: WHITE_LABEL_MESSAGES.invalidColor });
    for (const domain of ['https://acme.example', 'acme', '10.0.0.1', 'acme.example:8080', '-acme.example']) {
      error = errorOf(await putBrand(server, admin.accessToken, { domains: ['ok.acme.example', domain] }), 422);
      expect(error.details, domain).toContainEqual({ field: 'domains.1', message: WHITE_LABEL_MESSAGES.invalidDomain });
    }
    error = errorOf(await putBrand(server, admin.accessToken, { domains: ['studio.example'] }), 422);
    expect(error.details).toContainEqual({ field: 'domains.0', message: WHITE_LABEL_MESSAGES.mainDomain });
    error = errorOf(await putBrand(server, admin.accessToken, { emailSenderName: 'Evil\r\nBcc: x@y.example' }), 422);
    expect(error.details).toContainEqual({ field: 'emailSenderName', message: WHITE_LABEL_MESSAGES.senderName });
  });

  it('answers contrast warnings below 4.5:1 and still saves the colours', async () => {
    const admin = await siteAdmin();
    const pale = { ...COLORS, background: '#ffffff', text: '#999999', primary: '#aaaaaa' };
    const result = dataOf<WhiteLabelUpdateResult>(await putBrand(server, admin.accessToken, { colors: pale }));
    expect(result.whiteLabel.colors).toEqual(pale);
    expect(result.warnings).toEqual([
      {
        pair: 'text-background',
        foreground: '#999999',
        background: '#ffffff',
        ratio: 2.84,
        minimum: 4.5,
        message: 'Contrast 2.84:1 is below 4.5:1, so text may be hard to read',
      },
      expect.objectContaining({ pair: 'text-primary', foreground: '#999999', background: '#aaaaaa' }),
    ]);
  });

  it('gives each custom domain to one brand only', async () => {
    const admin = await siteAdmin();
    dataOf(await putBrand(server, admin.accessToken, { domains: ['one.brand.example'] }));
    const owner = await proUser();
    const team = await insertTeam(server, owner.user.id);
    const error = errorOf(
      await putBrand(server, owner.accessToken, {
        teamId: team.id,
        domains: ['two.brand.example', 'one.brand.example'],
      }),
      422,
    );
    expect(error.details).toContainEqual({ field: 'domains.1', message: WHITE_LABEL_MESSAGES.domainTaken });
    // The brand that has it may save it again.
    dataOf(await putBrand(server, admin.accessToken, { domains: ['one.brand.example', 'three.brand.example'] }));
  });
});

describe('who manages which brand', () => {
  it("refuses the site's brand to anyone but the site administrator (403)", async () => {
    const user = await proUser();
    let error = errorOf(await putBrand(server, user.accessToken, { productName: 'Mine' }), 403);
    expect(error.message).toBe(WHITE_LABEL_MESSAGES.siteAdminOnly);
    error = errorOf(await server.request('GET', '/api/white-label', { token: user.accessToken }), 403);
    expect(error.message).toBe(WHITE_LABEL_MESSAGES.siteAdminOnly);
    errorOf(await uploadImage(user.accessToken, '/api/white-label/logo', PNG_BYTES), 403);
    errorOf(await server.request('PUT', '/api/white-label', { body: { productName: 'x' } }), 401);
  });

  it("lets a team's owner and admins change its brand; editors get 403 and strangers 404", async () => {
    const [owner, admin, editor, viewer, stranger] = await Promise.all([
      proUser(),
      proUser(),
      proUser(),
      proUser(),
      proUser(),
    ]);
    const team = await insertTeam(server, owner.user.id, [
      { userId: admin.user.id, role: 'admin' },
      { userId: editor.user.id, role: 'editor' },
      { userId: viewer.user.id, role: 'viewer' },
    ]);
    const byOwner = dataOf<WhiteLabelUpdateResult>(
      await putBrand(server, owner.accessToken, { teamId: team.id, productName: 'Northlight Boards' }),
    );
    expect(byOwner.whiteLabel).toMatchObject({ scope: 'team', teamId: team.id, productName: 'Northlight Boards' });
    dataOf(await putBrand(server, admin.accessToken, { teamId: team.id, colors: COLORS }));

    for (const member of [editor, viewer]) {
      const error = errorOf(await putBrand(server, member.accessToken, { teamId: team.id, productName: 'No' }), 403);
      expect(error.message).toBe(WHITE_LABEL_MESSAGES.teamRightMissing);
      errorOf(await server.request('GET', `/api/white-label?teamId=${team.id}`, { token: member.accessToken }), 403);
    }
    const notFound = errorOf(await putBrand(server, stranger.accessToken, { teamId: team.id, productName: 'x' }), 404);
    expect(notFound.message).toBe(TEAM_MESSAGES.teamNotFound);
    errorOf(
      await server.request('DELETE', `/api/white-label/logo?teamId=${team.id}`, { token: stranger.accessToken }),
      404,
    );
    errorOf(await putBrand(server, owner.accessToken, { teamId: 'not-a-team', productName: 'x' }), 404);
    const read = dataOf<WhiteLabelSettings>(
      await server.request('GET', `/api/white-label?teamId=${team.id}`, { token: admin.accessToken }),
    );
    expect(read).toMatchObject({ productName: 'Northlight Boards', colors: { ...COLORS, primary: '#1e40af' } });
  });

  it('is the professional edition: a base user is told to upgrade', async () => {
    const base = await server.register();
    await makeSiteAdmin(server, base.user.id);
    const error = errorOf(await putBrand(server, base.accessToken, { productName: 'x' }), 403);
    expect(error.message).toMatch(/^Upgrade to /);
    errorOf(await uploadImage(base.accessToken, '/api/white-label/logo', PNG_BYTES), 403);
  });
});

describe('logo and favicon', () => {
  it('decodes an upload and stores a PNG of bounded size without its metadata', async () => {
    const admin = await siteAdmin();
    const jpeg = await sharp({ create: { width: 1600, height: 800, channels: 3, background: '#204080' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'hidden-exif-text' } } })
      .jpeg()
      .toBuffer();
    const withTail = Buffer.concat([jpeg, Buffer.from('<script>alert(1)</script>')]);
    const brand = dataOf<WhiteLabelSettings>(
      await uploadImage(admin.accessToken, '/api/white-label/logo', withTail, 'image/jpeg'),
    );
    expect(brand.logoUrl).toMatch(new RegExp(`^/media/[A-Za-z0-9_-]+\\.png\\?brand=${brand.id}$`));

    // Public while the brand uses it, with no signature.
    const response = await fetch(`${server.url}${brand.logoUrl}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const stored = Buffer.from(await response.arrayBuffer());
    const metadata = await sharp(stored).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual(['png', 512, 256, undefined]);
    expect(stored.includes(Buffer.from('hidden-exif-text'))).toBe(false);
    expect(stored.includes(Buffer.from('<script>'))).toBe(false);

    const favicon = dataOf<WhiteLabelSettings>(await uploadImage(admin.accessToken, '/api/white-label/favicon', jpeg));
    const icon = await sharp(
      Buffer.from(await (await fetch(`${server.url}${favicon.faviconUrl}`)).arrayBuffer()),
    ).metadata();
    expect([icon.format, icon.width, icon.height]).toEqual(['png', 64, 64]);
    expect(favicon.logoUrl).toBe(brand.logoUrl);
  });

  it('refuses what is not a PNG, JPEG or WebP, and a file over 2 MB, with 422 on the image field', async () => {
    const admin = await siteAdmin();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    let error = errorOf(await uploadImage(admin.accessToken, '/api/white-label/logo', svg, 'image/svg+xml'), 422);
    expect(error.details).toEqual([{ field: 'image', message: WHITE_LABEL_MESSAGES.notAnImage }]);
    error = errorOf(await uploadImage(admin.accessToken, '/api/white-label/favicon', Buffer.from('plain text')), 422);
    expect(error.details).toEqual([{ field: 'image', message: WHITE_LABEL_MESSAGES.notAnImage }]);
    const huge = Buffer.concat([PNG_BYTES, Buffer.alloc(2 * 1024 * 1024 + 10)]);
    error = errorOf(await uploadImage(admin.accessToken, '/api/white-label/logo', huge), 422);
    expect(error.details).toEqual([{ field: 'image', message: WHITE_LABEL_MESSAGES.imageTooLarge }]);
  });

  it('replaces and removes a logo; the file it replaced goes, and its address stops answering', async () => {
    const owner = await proUser();
    const team = await insertTeam(server, owner.user.id);
    const path = `/api/white-label/logo?teamId=${team.id}`;
    const first = dataOf<WhiteLabelSettings>(await uploadImage(owner.accessToken, path, PNG_BYTES));
    const second = dataOf<WhiteLabelSettings>(await uploadImage(owner.accessToken, path, PNG_BYTES));
    expect(second.logoUrl).not.toBe(first.logoUrl);
    expect((await fetch(`${server.url}${first.logoUrl}`)).status).toBe(404);
    const keys = (await server.database.db.select({ key: storedFiles.key }).from(storedFiles)).map((row) => row.key);
    expect(keys).not.toContain(storedKeyOf(first.logoUrl));
    expect(keys).toContain(storedKeyOf(second.logoUrl));

    const removed = dataOf<WhiteLabelSettings>(await server.request('DELETE', path, { token: owner.accessToken }));
    expect(removed.logoUrl).toBeNull();
    expect((await fetch(`${server.url}${second.logoUrl}`)).status).toBe(404);
    // Another brand's id does not open a logo either.
    const admin = await siteAdmin();
    const site = dataOf<WhiteLabelSettings>(await uploadImage(admin.accessToken, '/api/white-label/logo', PNG_BYTES));
    const foreign = site.logoUrl!.replace(site.id!, first.id!);
    expect((await fetch(`${server.url}${foreign}`)).status).toBe(404);
  });
});
