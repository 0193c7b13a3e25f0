import { ProjectIdParams } from '../api/projects.ts';
import { BibleMoveInput, BibleMoveResult, BibleProposal } from '../api/series-bible.ts';
import { defineContracts, get, post } from './define.ts';
import { EXAMPLE_IDS } from './scenario-examples.ts';

const SERIES_ID = '9a7b6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d';
const BIBLE_MARA = '3d4e5f6a-8b9c-4d0e-9f1a-7b8c9d0e1fc8';
/** The project's own Mara (a duplicate of the bible's). */
const OWN_MARA = '4e5f6a7b-9c0d-4e1f-8a2b-8c9d0e1f2ad9';

/**
 * A series' bible: the characters, places, props and styles its projects share. An asset in the bible is listed
 * and usable in every project of the series, and a change to it reaches all of them; a project's own assets move
 * into the bible here, each duplicate merged into the bible's asset when the user chooses so.
 */
export const seriesBibleContracts = defineContracts({
  'project.bible.proposal': {
    summary:
      "The project's own assets that could move into its series' bible, with the bible assets each may duplicate",
    auth: 'required',
    http: get('/api/projects/:id/bible/proposal'),
    input: ProjectIdParams,
    output: BibleProposal,
    example: {
      input: { id: EXAMPLE_IDS.project },
      output: {
        seriesId: SERIES_ID,
        seriesName: 'Space Tales',
        candidates: [
          {
            assetId: OWN_MARA,
            name: 'Mara',
            type: 'character',
            matches: [{ assetId: BIBLE_MARA, name: 'Mara' }],
          },
        ],
      },
    },
  },
  'project.bible.move': {
    summary: "Move the project's assets into its series' bible, merging each duplicate the caller names",
    auth: 'required',
    http: post('/api/projects/:id/bible/move'),
    input: BibleMoveInput,
    output: BibleMoveResult,
    example: {
      input: { id: EXAMPLE_IDS.project, items: [{ assetId: OWN_MARA, mergeInto: BIBLE_MARA }] },
      output: { moved: [], merged: [{ assetId: OWN_MARA, into: BIBLE_MARA }], relinkedShots: 2 },
    },
  },
});
