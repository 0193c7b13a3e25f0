import { PublicVideoInput, ShareCreateInput, ShareRevokeInput, ShareRevoked } from '../api/exports.ts';
import { PublicVideoWithBrand } from '../api/white-label.ts';
import { ShareLink } from '../entities/export.ts';
import { defineContracts, del, get, post } from './define.ts';
import { EXAMPLE_IDS } from './scenario-examples.ts';

// The episode of the other examples (not the project's id, which it used to share).
const SCENARIO_ID = EXAMPLE_IDS.scenario;
const EXPORT_ID = 'c3d9a7e2-5b14-4f08-9e6a-7d2c1b0a9f88';
const SHARE_ID = '8a6e4c2b-0d9f-4e7a-b5c3-1f2e3d4c5b6a';

export const sharesContracts = defineContracts({
  'scenario.share.create': {
    summary: 'Create (or read) the public link of a completed export',
    auth: 'required',
    http: post('/api/scenarios/:id/share'),
    input: ShareCreateInput,
    output: ShareLink,
    example: {
      input: { id: SCENARIO_ID, exportId: EXPORT_ID },
      output: { shareId: SHARE_ID, exportId: EXPORT_ID, url: `https://studio.example.com/v/${SHARE_ID}` },
    },
  },
  'scenario.share.revoke': {
    summary: 'Revoke a public link',
    auth: 'required',
    http: del('/api/scenarios/:id/share/:shareId'),
    input: ShareRevokeInput,
    output: ShareRevoked,
    example: { input: { id: SCENARIO_ID, shareId: SHARE_ID }, output: { shareId: SHARE_ID } },
  },
  'share.public.get': {
    summary: 'Read the video of a public link (no sign-in)',
    auth: 'none',
    http: get('/api/public/videos/:shareId'),
    input: PublicVideoInput,
    output: PublicVideoWithBrand,
    example: {
      input: { shareId: SHARE_ID },
      output: {
        shareId: SHARE_ID,
        title: 'Episode 1 — final cut',
        videoUrl: `/media/Xk3vQ9mZp2LrT7wYb4Nc.mp4?share=${SHARE_ID}`,
        posterUrl: `/media/Pq7sW2nVx5KmR8tYd3Jf.jpg?share=${SHARE_ID}`,
        duration: 94.5,
        width: 1920,
        height: 1080,
        brand: null,
      },
    },
  },
});
