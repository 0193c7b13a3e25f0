import type { ProjectDetails } from '@sym/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';
import { callsTo, makeDetails, stubProjectsApi } from '../../testing/projectFixtures';

const THEIRS = '2024-02-02T00:00:00.000Z';

/** The server: the first save meets a newer version saved by someone else (409 with it), later saves pass. */
async function openWithConflict() {
  const mine = makeDetails();
  const theirs: ProjectDetails = { ...mine, name: 'Their title', updatedAt: THEIRS };
  let isFirst = true;
  const fetchMock = stubProjectsApi({
    'GET /api/projects/p1': () => ok(mine),
    'GET /api/projects/p1/details': () => ok(mine),
    'PATCH /api/projects/p1': (body) => {
      if (isFirst) {
        isFirst = false;
        return {
          status: 409,
          body: { success: false, error: { code: 'CONFLICT', message: 'Someone else changed this', current: theirs } },
        };
      }
      return ok({ ...theirs, ...(body as object), updatedAt: '2024-02-03T00:00:00.000Z' });
    },
  });
  renderApp('/projects/p1/settings', { isSignedIn: true });
  const details = await screen.findByRole('region', { name: 'Details' });
  fireEvent.change(within(details).getByLabelText('Name'), { target: { value: 'My title' } });
  fireEvent.click(within(details).getByRole('button', { name: 'Save changes' }));
  await within(details).findByRole('alertdialog', { name: 'Someone else saved changes here' });
  return { fetchMock, details, mine };
}

describe('project details conflict', () => {
  it('sends the version edited; Keep mine saves again over the other version', async () => {
    const { fetchMock, details, mine } = await openWithConflict();
    expect(callsTo(fetchMock, 'PATCH', '/api/projects/p1')[0]?.body).toMatchObject({
      name: 'My title',
      expectedUpdatedAt: mine.updatedAt,
    });
    fireEvent.click(within(details).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', '/api/projects/p1')).toHaveLength(2));
    expect(callsTo(fetchMock, 'PATCH', '/api/projects/p1')[1]?.body).toMatchObject({
      name: 'My title',
      expectedUpdatedAt: THEIRS,
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('Take theirs shows the other version in the form and sends nothing', async () => {
    const { fetchMock, details } = await openWithConflict();
    fireEvent.click(within(details).getByRole('button', { name: 'Take theirs' }));
    expect((within(details).getByLabelText('Name') as HTMLInputElement).value).toBe('Their title');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callsTo(fetchMock, 'PATCH', '/api/projects/p1')).toHaveLength(1);
  });
});
