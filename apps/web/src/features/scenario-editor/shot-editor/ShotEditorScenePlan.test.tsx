import { ScenePlan } from '@sym/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../../test/fakeApi';
import { i18n } from '../../../app/i18n';
import { makeShot } from '../components/testData';
import { fakeScenarioServer, makeGeneration, renderShotEditor } from './shotEditorTestHarness';

const GENERATIONS = '/api/scenarios/s1/shots/sh1/generations';

// Parsed like the client parses the answer, so the defaults of the schema are filled in as they would be.
const LIGHTHOUSE = ScenePlan.parse({
  version: 1,
  setting: {
    place: 'lighthouse',
    interior: true,
    name: 'the old lighthouse',
    details: ['spiral'],
    source: { from: 'text', evidence: 'climbs the spiral stairs of the old lighthouse' },
  },
  time: 'night',
  weather: 'storm',
  light: 'dark',
  figures: [
    {
      key: 'a-mara',
      assetId: 'a-mara',
      name: 'Mara',
      kind: 'person',
      traits: ['red scarf'],
      action: 'climb',
      holds: 'text:lantern',
      source: { from: 'asset', evidence: 'Mara' },
    },
    {
      key: 'text:pip',
      name: 'Pip',
      kind: 'animal',
      species: 'dog',
      action: 'run',
      source: { from: 'text', evidence: 'Pip barks at the window' },
    },
  ],
  props: [
    {
      key: 'text:lantern',
      name: 'Lantern',
      kind: 'lantern',
      heldBy: 'a-mara',
      source: { from: 'text', evidence: 'holding a lantern' },
    },
  ],
  framing: { shotType: 'wide', angle: 'low', subject: 'a-mara' },
  style: {},
});

describe('shot editor: what an image was drawn from', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows the plan of an image behind a closed disclosure, and nothing for an image without one', async () => {
    fakeScenarioServer([makeShot('sh1', 1, { description: 'Mara climbs the lighthouse stairs' })], {
      [`GET ${GENERATIONS}`]: () =>
        ok([
          makeGeneration('g2', { scene: LIGHTHOUSE, isPrimary: true, createdAt: '2024-03-02T10:00:00.000Z' }),
          makeGeneration('g1', { scene: null, createdAt: '2024-03-01T10:00:00.000Z' }),
        ]),
    });
    await renderShotEditor();
    const list = await screen.findByRole('list', { name: 'Generated images' });
    const [planned, older] = within(list).getAllByRole('listitem', { name: /^Image \d$/ });

    // An older image with no plan has no disclosure at all.
    expect(older!.querySelector('details')).toBeNull();
    expect(within(older!).queryByText('What was drawn')).toBeNull();

    const summary = within(planned!).getByText('What was drawn');
    const details = summary.closest('details')!;
    expect(summary.tagName).toBe('SUMMARY');
    expect(details.open).toBe(false);

    fireEvent.click(summary);
    await waitFor(() => expect(details.open).toBe(true));
    const rows = Object.fromEntries(
      [...details.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(rows).toEqual({
      Location: 'the old lighthouse (lighthouse) · inside · spiral',
      'Time and weather': 'night · storm · dark',
      Characters: 'Mara — person · climbing · holding Lantern · red scarfPip — animal (dog) · running',
      Props: 'Lantern — held by Mara',
      Framing: 'Wide · low angle · on Mara',
      Why:
        'the old lighthouse — from the words “climbs the spiral stairs of the old lighthouse”' +
        'Mara — from the linked asset “Mara”' +
        'Pip — from the words “Pip barks at the window”' +
        'Lantern — from the words “holding a lantern”',
    });
  });

  it('names the style it was drawn in: the preset and the module beside it (issue 30)', async () => {
    const style = { presetId: 'oil-painting', modules: [{ name: 'Pencil storm', presetId: 'pencil-sketch' }] };
    fakeScenarioServer([makeShot('sh1', 1, { description: 'A storm at sea' })], {
      [`GET ${GENERATIONS}`]: () => ok([makeGeneration('g2', { scene: LIGHTHOUSE, style })]),
    });
    await renderShotEditor();
    const summary = await screen.findByText('What was drawn');
    const details = summary.closest('details')!;
    fireEvent.click(summary);
    await waitFor(() => expect(details.open).toBe(true));
    const term = within(details).getByText('Style');
    expect(term.nextElementSibling?.textContent).toBe('Oil Painting · Pencil storm');
  });

  it('says where a place carried over from an earlier shot was named, and which words meant a character (issue 30)', async () => {
    const harbour = ScenePlan.parse({
      ...LIGHTHOUSE,
      setting: { place: 'harbour', interior: false, source: { from: 'episode', evidence: 'Down at the harbour' } },
      figures: [
        {
          ...LIGHTHOUSE.figures[0]!,
          action: 'stand',
          holds: null,
          source: { from: 'text', evidence: 'The old woman' },
        },
      ],
      props: [],
    });
    fakeScenarioServer([makeShot('sh1', 1, { description: 'The old woman pulls her shawl tight.' })], {
      [`GET ${GENERATIONS}`]: () => ok([makeGeneration('g2', { scene: harbour })]),
    });
    await renderShotEditor();
    const summary = await screen.findByText('What was drawn');
    const details = summary.closest('details')!;
    fireEvent.click(summary);
    await waitFor(() => expect(details.open).toBe(true));
    const why = within(details).getByText('Why').nextElementSibling?.textContent;
    expect(why).toBe(
      'harbour — as in an earlier shot of the episode (“Down at the harbour”)' +
        'Mara — from the words “The old woman”',
    );
  });

  it('speaks the language of the interface', async () => {
    fakeScenarioServer([makeShot('sh1', 1, { description: 'Mara climbs the lighthouse stairs' })], {
      [`GET ${GENERATIONS}`]: () => ok([makeGeneration('g2', { scene: LIGHTHOUSE })]),
    });
    await act(() => i18n.changeLanguage('de'));
    await renderShotEditor();
    const summary = await screen.findByText('Was gezeichnet wurde');
    const details = summary.closest('details')!;
    expect(within(details).getByText('Figuren')).toBeTruthy();
    expect(details.textContent).toContain('aus den Worten „Pip barks at the window“');
    expect(details.textContent).toContain('kletternd · hält Lantern');
  });
});
