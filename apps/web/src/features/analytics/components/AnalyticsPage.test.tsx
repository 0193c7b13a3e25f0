import type { AnalyticsReport, Team } from '@sym/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_USER, ok, stubApi, type ApiRoutes } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { presetPeriod, todayUtc } from '../utils/period';

const TEAM_ID = '5b1d7c3e-2a4f-4b6d-8e9f-0a1b2c3d4e5f';
const PROJECT_ID = '7c2e9a41-3b5d-4f6e-8a9b-0c1d2e3f4a5b';
const EDITOR_ID = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';

const team: Team = {
  id: TEAM_ID,
  name: 'Northlight Studio',
  ownerId: TEST_USER.id,
  role: 'owner',
  memberCount: 2,
  seats: 10,
  projectCount: 1,
  createdAt: '2026-03-02T10:00:00.000Z',
};

function makeReport(overrides: Partial<AnalyticsReport> = {}): AnalyticsReport {
  return {
    scope: { type: 'personal' },
    period: { from: '2026-03-01', to: '2026-03-03' },
    totalCredits: 14,
    byProject: [
      { projectId: PROJECT_ID, name: '=HYPERLINK("http://evil.example")', credits: 11, generations: 5 },
      { projectId: null, name: null, credits: 3, generations: 1 },
    ],
    byMember: [{ userId: TEST_USER.id, name: TEST_USER.name, email: TEST_USER.email, credits: 14, generations: 6 }],
    byKind: [
      { kind: 'image', credits: 4, count: 4 },
      { kind: 'video', credits: 10, count: 2 },
      { kind: 'speech', credits: 0, count: 0 },
      { kind: 'lip-sync', credits: 0, count: 0 },
      { kind: 'export', credits: 0, count: 1 },
    ],
    overTime: [
      { date: '2026-03-01', credits: 4 },
      { date: '2026-03-02', credits: 0 },
      { date: '2026-03-03', credits: 10 },
    ],
    generations: { requested: 7, completed: 6, failed: 1, refunded: 1 },
    render: { exports: 1, videoMinutes: 0.75, renderMinutes: 0.5 },
    review: { approvedShots: 3, reviewedShots: 4 },
    mostActive: [{ projectId: PROJECT_ID, name: 'Lighthouse', generations: 5, edits: 12 }],
    ...overrides,
  };
}

const teamReport = makeReport({
  scope: { type: 'team', teamId: TEAM_ID, teamName: team.name },
  byMember: [
    { userId: EDITOR_ID, name: 'Ana Ortiz', email: 'ana@northlight.example', credits: 10, generations: 4 },
    { userId: TEST_USER.id, name: TEST_USER.name, email: TEST_USER.email, credits: 4, generations: 2 },
  ],
});

const emptyReport = makeReport({
  totalCredits: 0,
  byProject: [],
  byMember: [],
  byKind: makeReport().byKind.map((row) => ({ ...row, credits: 0, count: 0 })),
  overTime: makeReport().overTime.map((row) => ({ ...row, credits: 0 })),
  generations: { requested: 0, completed: 0, failed: 0, refunded: 0 },
  render: { exports: 0, videoMinutes: 0, renderMinutes: 0 },
  review: { approvedShots: 0, reviewedShots: 0 },
  mostActive: [],
});

/** The query of every analytics request the page made, in order. */
function analyticsQueries(fetchMock: ReturnType<typeof stubApi>): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((address) => address.startsWith('/api/analytics'))
    .map((address) => new URL(address, 'http://localhost').searchParams);
}

function openPage(routes: ApiRoutes, tier: 'sym' | 'motionmaker' = 'motionmaker') {
  const fetchMock = stubApi({ 'GET /api/teams': () => ok([team]), ...routes });
  renderApp('/analytics', { isSignedIn: true, tier });
  return fetchMock;
}

/** A blob's bytes, byte order mark included (jsdom's Blob has no arrayBuffer()). */
const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

/** Catches the CSV the page hands to the browser's download: file name and bytes. */
function captureDownloads() {
  const files: { name: string; bytes: Promise<Uint8Array> }[] = [];
  const created: Blob[] = [];
  const descriptors = Object.getOwnPropertyDescriptors(URL);
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      created.push(blob);
      return 'blob:analytics';
    },
    revokeObjectURL: () => undefined,
  });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = created.at(-1)!;
    files.push({ name: this.download, bytes: bytesOf(blob) });
  });
  return {
    files,
    restore: () => {
      click.mockRestore();
      Object.defineProperties(URL, descriptors);
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('analytics page', () => {
  it('shows the last 30 days of the personal account: totals, charts and tables', async () => {
    const fetchMock = openPage({ 'GET /api/analytics': () => ok(makeReport()) });
    const totals = await screen.findByLabelText('Totals');
    expect(within(totals).getByText('Credits spent')).toBeTruthy();
    expect(within(totals).getByText('14')).toBeTruthy();
    expect(within(totals).getByText('6 made, 1 failed, 1 refunded')).toBeTruthy();
    expect(within(totals).getByText('1 exports, 0.8 minutes of video')).toBeTruthy();
    expect(within(totals).getByText('4 shots reviewed')).toBeTruthy();

    const byProject = screen.getByRole('table', { name: 'Spend by project' });
    expect(within(byProject).getByText('=HYPERLINK("http://evil.example")')).toBeTruthy();
    expect(within(byProject).getByText('No project')).toBeTruthy();
    const byKind = screen.getByRole('table', { name: 'Spend by kind' });
    expect(
      within(byKind)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['KindCreditsCount', 'Image44', 'Video102', 'Speech00', 'Lip-sync00', 'Export01']);
    expect(screen.getByRole('table', { name: 'Most active projects' }).textContent).toContain('Lighthouse');
    // A personal account has one member: no member chart or table.
    expect(screen.queryByRole('table', { name: 'Spend by member' })).toBeNull();
    expect(await screen.findByRole('figure', { name: 'Credits spent per day' })).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Credits by kind' })).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Credits by project' })).toBeTruthy();

    const expected = presetPeriod(30, todayUtc());
    const [query] = analyticsQueries(fetchMock);
    expect(query?.get('teamId')).toBeNull();
    expect([query?.get('from'), query?.get('to')]).toEqual([expected.from, expected.to]);
    expect(screen.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('downloads a table as CSV with formula cells neutralised', async () => {
    openPage({ 'GET /api/analytics': () => ok(makeReport()) });
    await screen.findByRole('table', { name: 'Spend by project' });
    const downloads = captureDownloads();
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Download Spend by project as CSV' }));
      expect(downloads.files.map((file) => file.name)).toEqual([
        'analytics-personal-2026-03-01-2026-03-03-by-project.csv',
      ]);
      const bytes = await downloads.files[0]!.bytes;
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes)).toBe(
        'Project,Credits,Generations\r\n"\'=HYPERLINK(""http://evil.example"")",11,5\r\nNo project,3,1\r\n',
      );
    } finally {
      downloads.restore();
    }
  });

  it("shows a team's spend by member after choosing the team, and a preset period", async () => {
    const fetchMock = openPage({
      'GET /api/analytics': () => {
        const last = analyticsQueries(fetchMock).at(-1);
        return ok(last?.get('teamId') === TEAM_ID ? teamReport : makeReport());
      },
    });
    await screen.findByRole('table', { name: 'Spend by project' });
    const account = screen.getByLabelText('Account');
    await waitFor(() => expect(within(account).getByRole('option', { name: 'Team: Northlight Studio' })).toBeTruthy());
    fireEvent.change(account, { target: { value: TEAM_ID } });

    const byMember = await screen.findByRole('table', { name: 'Spend by member' });
    expect(
      within(byMember)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'MemberE-mailCreditsGenerations',
      'Ana Ortizana@northlight.example104',
      `${TEST_USER.name}${TEST_USER.email}42`,
    ]);
    expect(screen.getByRole('figure', { name: 'Credits by member' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    const expected = presetPeriod(7, todayUtc());
    await waitFor(() => expect(analyticsQueries(fetchMock).at(-1)?.get('from')).toBe(expected.from));
    const last = analyticsQueries(fetchMock).at(-1)!;
    expect([last.get('teamId'), last.get('to')]).toEqual([TEAM_ID, expected.to]);
  });

  it('does not ask for a period longer than 366 days and says why', async () => {
    const fetchMock = openPage({ 'GET /api/analytics': () => ok(makeReport()) });
    await screen.findByRole('table', { name: 'Spend by project' });
    const asked = analyticsQueries(fetchMock).length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2020-01-01' } });
    expect(await screen.findByText('The period may be at most 366 days')).toBeTruthy();
    expect(analyticsQueries(fetchMock)).toHaveLength(asked);
  });

  it('shows the empty state when nothing was spent', async () => {
    openPage({ 'GET /api/analytics': () => ok(emptyReport) });
    expect(await screen.findByText('No credits spent in this period')).toBeTruthy();
    expect(screen.queryByRole('figure', { name: 'Credits spent per day' })).toBeNull();
    expect(screen.getByRole('table', { name: 'Most active projects' }).textContent).toContain('Nothing in this period');
  });

  it('tells the base edition that analytics is a professional feature, without asking for it', async () => {
    const fetchMock = openPage({}, 'sym');
    expect(await screen.findByText('Analytics is a MotionMaker feature')).toBeTruthy();
    expect(analyticsQueries(fetchMock)).toEqual([]);
  });
});
