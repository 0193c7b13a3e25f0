import {
  BrandImageInput,
  BrandResolveInput,
  WhiteLabelScopeInput,
  WhiteLabelSettings,
  WhiteLabelUpdateInput,
  WhiteLabelUpdateResult,
} from '../api/white-label.ts';
import { Brand } from '../entities/brand.ts';
import { defineContracts, del, get, put } from './define.ts';

const TEAM_ID = '5b1d7c3e-2a4f-4b6d-8e9f-0a1b2c3d4e5f';
const BRAND_ID = '9c2e4a6b-8d0f-4a1c-9e3b-5d7f9a1b3c5e';
const LOGO_KEY = 'Qm9yZWFsaXNMb2dv.png';
const FAVICON_KEY = 'Qm9yZWFsaXNJY29u.png';
const colors = { primary: '#1e5eff', accent: '#ff7a1a', background: '#ffffff', text: '#14161c' };
/** Dark text on the blue primary: readable on the page (18.08:1), not on buttons (3.53:1). */
const exampleWarning = {
  pair: 'text-primary' as const,
  foreground: colors.text,
  background: colors.primary,
  ratio: 3.53,
  minimum: 4.5,
  message: 'Contrast 3.53:1 is below 4.5:1, so text may be hard to read',
};

/** A team's brand, as in the examples. */
export const EXAMPLE_WHITE_LABEL = {
  id: BRAND_ID,
  scope: 'team' as const,
  teamId: TEAM_ID,
  productName: 'Northlight Boards',
  logoUrl: `/media/${LOGO_KEY}?brand=${BRAND_ID}`,
  faviconUrl: `/media/${FAVICON_KEY}?brand=${BRAND_ID}`,
  colors,
  emailSenderName: 'Northlight Studio',
  domains: ['boards.northlight.example'],
  updatedAt: '2026-03-02T10:00:00.000Z',
};
const exampleBrand = {
  id: BRAND_ID,
  scope: 'team' as const,
  productName: EXAMPLE_WHITE_LABEL.productName,
  logoUrl: EXAMPLE_WHITE_LABEL.logoUrl,
  faviconUrl: EXAMPLE_WHITE_LABEL.faviconUrl,
  colors,
};
const gate = { feature: 'white_label' as const };

/** White label of the professional edition (issue 33): the site's brand and each team's. */
export const whiteLabelContracts = defineContracts({
  'whiteLabel.get': {
    summary: "Read the site's brand (site administrator) or a team's (`teamId`; its owner and admins)",
    auth: 'required',
    http: get('/api/white-label'),
    gate,
    input: WhiteLabelScopeInput,
    output: WhiteLabelSettings,
    example: { input: { teamId: TEAM_ID }, output: EXAMPLE_WHITE_LABEL },
  },
  'whiteLabel.update': {
    summary: 'Change a brand: product name, colours, e-mail sender name, custom domains; answers contrast warnings',
    auth: 'required',
    http: put('/api/white-label'),
    gate,
    input: WhiteLabelUpdateInput,
    output: WhiteLabelUpdateResult,
    example: {
      input: {
        teamId: TEAM_ID,
        productName: EXAMPLE_WHITE_LABEL.productName,
        colors,
        domains: EXAMPLE_WHITE_LABEL.domains,
      },
      output: { whiteLabel: EXAMPLE_WHITE_LABEL, warnings: [exampleWarning] },
    },
  },
  'whiteLabel.removeImage': {
    summary: "Remove a brand's logo or favicon (the edition's own shows again)",
    auth: 'required',
    http: del('/api/white-label/:image'),
    gate,
    input: BrandImageInput,
    output: WhiteLabelSettings,
    example: {
      input: { teamId: TEAM_ID, image: 'favicon' },
      output: { ...EXAMPLE_WHITE_LABEL, faviconUrl: null },
    },
  },
  'whiteLabel.resolve': {
    summary:
      'The brand a page shows (no sign-in): by the custom domain it is served on, else its share link, review link or project (signed in), else the site',
    auth: 'none',
    http: get('/api/public/white-label'),
    input: BrandResolveInput,
    output: Brand.nullable(),
    example: { input: { shareId: '8a6e4c2b-0d9f-4e7a-b5c3-1f2e3d4c5b6a' }, output: exampleBrand },
  },
});
