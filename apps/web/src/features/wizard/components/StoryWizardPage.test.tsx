import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { creditRoutes } from '../../../test/creditFixtures';
import { fail, ok, stubApi, TEST_USER, type ApiRoutes } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { emptyDraft } from '../utils/wizardDraft';

const DRAFT_KEY = `sym.wizardDraft.${TEST_USER.id}`;
const STORY = 'A fox saw a crow in an oak tree. The crow held a piece of cheese.';

const analysis = {
  assets: [
    { name: 'Fox', type: 'character', description: 'a sly fox', aliases: ['fox'] },
    { name: 'Crow', type: 'character', description: 'a proud crow', aliases: ['crow'] },
    { name: 'Oak Tree', type: 'location', description: 'a tall oak', aliases: ['oak tree'] },
  ],
};
const breakdown = {
  shots: [
    {
      type: 'establishing',
      description: 'An oak tree',
      action: '',
      duration: 4,
      cameraMotion: 'drone',
      assetNames: ['Oak Tree'],
    },
    {
      type: 'medium',
      description: 'The crow holds cheese',
      action: 'Holds',
      duration: 3,
      cameraMotion: 'auto',
      assetNames: ['Crow'],
    },
  ],
};

function open(routes: ApiRoutes = {}, draft?: object) {
  if (draft) window.localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  const fetchMock = stubApi({ ...creditRoutes(10), ...routes });
  const view = renderApp('/wizard', { isSignedIn: true });
  return { fetchMock, ...view };
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const bodiesOf = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

afterEach(() => window.localStorage.clear());

describe('story wizard', () => {
  it('asks for a name and a story with the spec texts, and keeps typing across a reload', async () => {
    const first = open();
    await screen.findByText('Step 1 of 6');
    next();
    expect(await screen.findByText('Project name is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Project name'), { target: { value: 'Fox Tale' } });
    next();
    await screen.findByRole('heading', { name: 'Visual style' });
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    const reference = screen.getByLabelText('Or paste an image URL');
    fireEvent.change(reference, { target: { value: 'not a url' } });
    next();
    expect(await screen.findByText('Enter an http(s) address of an image, or leave it empty.')).toBeTruthy();
    fireEvent.change(reference, { target: { value: '' } });
    next();
    await screen.findByText('Step 3 of 6');
    next();
    expect(await screen.findByText('Please enter your story')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your story'), { target: { value: STORY } });
    first.unmount();

    open();
    expect(await screen.findByText('Step 3 of 6')).toBeTruthy();
    expect((screen.getByLabelText('Your story') as HTMLTextAreaElement).value).toBe(STORY);
    expect(screen.queryByText('Please enter your story')).toBeNull();
  });

  it('shows the analysis failure and empty texts, and needs one asset that is not rejected', async () => {
    let answer = fail(502, 'SERVER_ERROR', 'Failed to analyze story. Please try again.');
    open({ 'POST /api/story/analyze': () => answer }, { ...emptyDraft(), step: 4, name: 'Fox Tale', story: STORY });
    expect(await screen.findByText('Failed to analyze story. Please try again.')).toBeTruthy();
    answer = ok({ assets: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No assets found. Try adding more details to your story.')).toBeTruthy();
    next();
    expect(await screen.findByText('Please select at least one asset')).toBeTruthy();

    answer = ok(analysis);
    fireEvent.click(screen.getByRole('button', { name: 'Analyze again' }));
    expect(await screen.findByRole('heading', { name: 'Asset 1 of 3' })).toBeTruthy();
    expect(screen.getByText('Each image costs 1 credit. Balance: 10 credits.')).toBeTruthy();
    // Going back and changing the story keeps the reviewed list; a new analysis is offered, with a confirmation.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.change(await screen.findByLabelText('Your story'), { target: { value: `${STORY} The end.` } });
    next();
    expect(await screen.findByText(/The story changed since it was analyzed/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Asset 1 of 3' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Analyze again' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Analyze again' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByText(/The story changed since it was analyzed/)).toBeNull());
    await screen.findByRole('heading', { name: 'Asset 1 of 3' });
    for (let index = 0; index < 3; index += 1) fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    next();
    expect(await screen.findByText('Please select at least one asset')).toBeTruthy();
    expect(screen.getByText('0 of 3 assets selected')).toBeTruthy();
  });

  it('plans, edits and reorders shots, then creates the project atomically and says so when it fails', async () => {
    let created = fail(500, 'SERVER_ERROR', 'Server error');
    const { fetchMock } = open(
      {
        'POST /api/story/analyze': () => ok(analysis),
        'POST /api/story/breakdown': () => ok(breakdown),
        'POST /api/projects/create-with-story': () => created,
      },
      { ...emptyDraft(), step: 4, name: 'Fox Tale', story: STORY },
    );
    await screen.findByRole('heading', { name: 'Asset 1 of 3' });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    next();

    const shot2 = await screen.findByRole('article', { name: 'Shot 2' });
    fireEvent.change(within(shot2).getByLabelText('Description'), { target: { value: 'The crow, edited' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move shot 2 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add shot' }));
    expect(screen.getAllByRole('article', { name: /^Shot \d$/ })).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Delete shot 3' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete shot 3' });
    expect(dialog.textContent).toContain('Delete shot 3? This action cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getAllByRole('article', { name: /^Shot \d$/ })).toHaveLength(2));
    next();

    expect(await screen.findByText('2 shot images cost 2 credits. Balance: 10 credits.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText(/Failed to create project\. Please try again\./)).toBeTruthy();
    expect(window.localStorage.getItem(DRAFT_KEY)).not.toBeNull();

    const [body] = bodiesOf(fetchMock, '/api/projects/create-with-story');
    expect(body).toMatchObject({
      name: 'Fox Tale',
      assets: [{ name: 'Fox' }, { name: 'Oak Tree' }],
      shots: [{ description: 'The crow, edited', assetKeys: [] }, { description: 'An oak tree' }],
    });

    created = ok({ projectId: 'p1', scenarioId: 's1', assetIds: ['a1', 'a2'], shotIds: ['h1', 'h2'] });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Generate an image for every shot' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull());
  });
});
