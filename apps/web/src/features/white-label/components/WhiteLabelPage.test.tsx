import type { Brand, Team, WhiteLabelSettings, WhiteLabelUpdateResult } from '@sym/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { ok, stubApi, TEST_USER, type ApiRoutes } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';

const ADMIN = { ...TEST_USER, role: 'admin' as const, tier: 'motionmaker' as const };
const MEMBER = { ...TEST_USER, tier: 'motionmaker' as const };
const TEAM_ID = '5b1d7c3e-2a4f-4b6d-8e9f-0a1b2c3d4e5f';
const BRAND_ID = '9c2e4a6b-8d0f-4a1c-9e3b-5d7f9a1b3c5e';
const LOGO = `/media/Qm9yZWFsaXNMb2dvMTIzNA.png?brand=${BRAND_ID}`;

const EMPTY: WhiteLabelSettings = {
  id: null,
  scope: 'site',
  teamId: null,
  productName: null,
  logoUrl: null,
  faviconUrl: null,
  colors: null,
  emailSenderName: null,
  domains: [],
  updatedAt: null,
};

function team(role: Team['role']): Team {
  return {
    id: TEAM_ID,
    name: 'Northlight',
    ownerId: TEST_USER.id,
    role,
    memberCount: 2,
    seats: 10,
    projectCount: 1,
    createdAt: '2026-03-02T10:00:00.000Z',
  };
}

/** /white-label on a professional site over HTTP, as `profile`, with the given routes. */
function openPage(routes: ApiRoutes, profile: typeof MEMBER = ADMIN, path = '/white-label') {
  window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'false');
  const fetchMock = stubApi({
    'GET /api/users/profile': () => ok(profile),
    'GET /api/teams': () => ok([]),
    'GET /api/public/white-label': () => ok(null),
    ...routes,
  });
  renderApp(path, { isSignedIn: true, tier: 'motionmaker' });
  return fetchMock;
}

const sentTo = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && String(input).split('?')[0] === path)
    .map(([input, init]) => ({ url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined }));

/** Multipart uploads answered by `reply`; every other call goes to the stubbed API. */
function stubUpload(reply: (url: string) => unknown) {
  const base = globalThis.fetch;
  const upload = vi.fn((url: string) => new Response(JSON.stringify({ success: true, data: reply(url) })));
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    init?.body instanceof FormData ? Promise.resolve(upload(String(input))) : base(input, init),
  );
  return upload;
}

describe('/white-label', () => {
  it("edits the site's brand with a live preview and contrast warnings, and saves it", async () => {
    let saved: unknown;
    const fetchMock = openPage({
      'GET /api/white-label': () => ok(EMPTY),
      'PUT /api/white-label': (body) => {
        saved = body;
        const colors = (body as { colors: WhiteLabelSettings['colors'] }).colors;
        const result: WhiteLabelUpdateResult = {
          whiteLabel: { ...EMPTY, id: BRAND_ID, productName: 'Acme Boards', colors, updatedAt: EMPTY.updatedAt },
          warnings: [
            {
              pair: 'text-background',
              foreground: '#bbbbbb',
              background: '#ffffff',
              ratio: 1.91,
              minimum: 4.5,
              message: 'Contrast 1.91:1 is below 4.5:1, so text may be hard to read',
            },
          ],
        };
        return ok(result);
      },
    });
    expect(await screen.findByText('Site brand (everyone on this site)')).toBeTruthy();
    fireEvent.change(await screen.findByLabelText('Product name'), { target: { value: 'Acme Boards' } });
    const preview = screen.getByRole('figure', { name: 'Preview' });
    expect(within(preview).getByText('Acme Boards')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Use brand colours'));
    expect(screen.getByText('Text is readable on the background and on the primary colour.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Background'), { target: { value: '#FFFFFF' } });
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: '#bbbbbb' } });
    const warnings = screen.getByRole('list', { name: 'Contrast warnings' });
    expect(within(warnings).getByText(/Text on the background: contrast 1\.91:1, below 4\.5:1/)).toBeTruthy();
    // A colour being typed counts only once it is one.
    fireEvent.change(screen.getByLabelText('Primary'), { target: { value: '#12' } });
    expect(screen.getByText('Use a colour in the form #rrggbb')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save brand' }));
    expect(await screen.findByText('Brand saved')).toBeTruthy();
    expect(screen.getByText(/some colours are hard to read together/)).toBeTruthy();
    expect(saved).toEqual({
      productName: 'Acme Boards',
      emailSenderName: null,
      colors: { primary: '#5a3de0', accent: '#a48dff', background: '#ffffff', text: '#bbbbbb' },
      domains: [],
    });
    expect(sentTo(fetchMock, 'GET', '/api/white-label')[0]?.url).toBe('/api/white-label');
  });

  it('uploads a logo with its preview, and removes it after confirmation', async () => {
    let settings: WhiteLabelSettings = EMPTY;
    openPage({
      'GET /api/white-label': () => ok(settings),
      'DELETE /api/white-label/logo': () => {
        settings = { ...settings, logoUrl: null };
        return ok(settings);
      },
    });
    const upload = stubUpload(() => {
      settings = { ...EMPTY, id: BRAND_ID, logoUrl: LOGO };
      return settings;
    });
    await screen.findByRole('button', { name: 'Upload logo' });
    // A file the server would refuse is refused here first.
    fireEvent.change(screen.getByTestId('brand-logo-input'), {
      target: { files: [new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })] },
    });
    expect(await screen.findByText('Please select a PNG, JPEG or WebP image')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('brand-logo-input'), {
      target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText('Logo saved')).toBeTruthy();
    expect(upload.mock.calls[0]?.[0]).toBe('/api/white-label/logo');
    expect(screen.getByAltText('Current logo').getAttribute('src')).toBe(LOGO);

    fireEvent.click(screen.getByRole('button', { name: 'Remove logo' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove the logo?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Logo removed')).toBeTruthy();
    expect(screen.queryByAltText('Current logo')).toBeNull();
  });

  it("edits a team's custom domains: checked before they join the list, sent with the team", async () => {
    let saved: unknown;
    openPage(
      {
        'GET /api/teams': () => ok([team('owner')]),
        'GET /api/white-label': () =>
          ok({ ...EMPTY, scope: 'team', teamId: TEAM_ID, domains: ['old.northlight.example'] }),
        'PUT /api/white-label': (body) => {
          saved = body;
          return ok({ whiteLabel: { ...EMPTY, scope: 'team', teamId: TEAM_ID }, warnings: [] });
        },
      },
      MEMBER,
    );
    expect(await screen.findByText('Team Northlight')).toBeTruthy();
    const add = await screen.findByLabelText('Add a domain');
    fireEvent.change(add, { target: { value: 'https://nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Enter a host name such as video.example.com')).toBeTruthy();
    fireEvent.change(add, { target: { value: ' Boards.Northlight.Example ' } });
    fireEvent.keyDown(add, { key: 'Enter' });
    const list = screen.getByRole('list', { name: 'Custom domains' });
    expect(within(list).getByText('boards.northlight.example')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Remove old.northlight.example' }));

    fireEvent.click(screen.getByRole('button', { name: 'Save brand' }));
    await waitFor(() => expect(saved).toBeDefined());
    expect(saved).toMatchObject({ teamId: TEAM_ID, domains: ['boards.northlight.example'] });
  });

  it('tells a user who manages no brand who does', async () => {
    const fetchMock = openPage({ 'GET /api/teams': () => ok([team('editor')]) }, MEMBER);
    expect(await screen.findByText('No brand to manage')).toBeTruthy();
    expect(sentTo(fetchMock, 'GET', '/api/white-label')).toEqual([]);
  });

  it('shows the server’s reason for a refused change in the user’s words', async () => {
    openPage({
      'GET /api/white-label': () => ok(EMPTY),
      'PUT /api/white-label': () => ({
        status: 422,
        body: {
          success: false,
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Validation failed',
            details: [{ field: 'domains.0', message: 'This domain is already used by another brand' }],
          },
        },
      }),
    });
    fireEvent.change(await screen.findByLabelText('Add a domain'), { target: { value: 'taken.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save brand' }));
    expect(await screen.findByText('This domain is already used by another brand')).toBeTruthy();
  });
});

describe('the brand a page shows', () => {
  const brand: Brand = {
    id: BRAND_ID,
    scope: 'site',
    productName: 'Acme Boards',
    logoUrl: LOGO,
    faviconUrl: `/media/QWNtZUZhdmljb24xMjM0.png?brand=${BRAND_ID}`,
    colors: { primary: '#1e40af', accent: '#ff7a1a', background: '#0b0c10', text: '#ffffff' },
  };

  it("puts the site's brand in the header, the tab, the favicon and the colours", async () => {
    openPage({ 'GET /api/public/white-label': () => ok(brand), 'GET /api/white-label': () => ok(EMPTY) });
    const home = await screen.findByRole('link', { name: /Acme Boards/ });
    expect(within(home).getByText('Acme Boards')).toBeTruthy();
    expect(home.querySelector('img')?.getAttribute('src')).toBe(LOGO);
    await waitFor(() => expect(document.title).toBe('White label · Acme Boards'));
    expect(document.querySelector('link[rel~="icon"]')?.getAttribute('href')).toBe(brand.faviconUrl);
    expect(document.documentElement.style.getPropertyValue('--sym-canvas')).toBe('#0b0c10');
    expect(document.documentElement.style.getPropertyValue('--sym-accent')).toBe('#1e40af');
  });

  it('asks for the brand of the project on screen', async () => {
    const projectId = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
    const fetchMock = openPage({}, MEMBER, `/projects/${projectId}/settings`);
    await waitFor(() =>
      expect(sentTo(fetchMock, 'GET', '/api/public/white-label').map((call) => call.url)).toContain(
        `/api/public/white-label?projectId=${projectId}`,
      ),
    );
  });
});
