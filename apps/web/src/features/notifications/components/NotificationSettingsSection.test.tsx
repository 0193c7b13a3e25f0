import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubApi } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';

const EVERYTHING = { mention: true, reply: true, guest_comment: true, guest_approval: true, resolved: true };

const section = async () => {
  const heading = await screen.findByRole('heading', { name: 'Notifications' });
  return heading.closest('section')!;
};

describe('notification settings', () => {
  it('shows a checkbox per kind and saves each change at once', async () => {
    const saved: unknown[] = [];
    let email = { ...EVERYTHING };
    stubApi({
      'GET /api/notifications/preferences': () => ok({ email }),
      'PUT /api/notifications/preferences': (body) => {
        saved.push(body);
        email = (body as { email: typeof email }).email;
        return ok({ email });
      },
    });
    renderApp('/settings', { isSignedIn: true });
    const settings = await section();
    const mentions = await within(settings).findByRole('checkbox', { name: 'Mentions of me' });
    expect(
      within(settings)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).checked),
    ).toEqual([true, true, true, true, true]);

    fireEvent.click(mentions);
    await waitFor(() => expect(saved).toEqual([{ email: { ...EVERYTHING, mention: false } }]));
    expect(await within(settings).findByText('Saved.')).toBeTruthy();
    expect((mentions as HTMLInputElement).checked).toBe(false);
  });

  it('says when a change could not be saved', async () => {
    stubApi({
      'GET /api/notifications/preferences': () => ok({ email: EVERYTHING }),
      'PUT /api/notifications/preferences': () => fail(500, 'INTERNAL_ERROR', 'Something went wrong'),
    });
    renderApp('/settings', { isSignedIn: true });
    const settings = await section();
    fireEvent.click(await within(settings).findByRole('checkbox', { name: 'My threads being resolved' }));
    expect(await within(settings).findByRole('alert')).toBeTruthy();
    expect(
      (within(settings).getByRole('checkbox', { name: 'My threads being resolved' }) as HTMLInputElement).checked,
    ).toBe(true);
  });
});
