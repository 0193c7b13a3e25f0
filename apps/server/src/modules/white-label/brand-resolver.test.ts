import { describe, expect, it } from 'vitest';
import type { WhiteLabelRow } from '../../db/schema.ts';
import { BrandResolver, hostnameOf } from './brand-resolver.ts';

function row(id: string, values: Partial<WhiteLabelRow> = {}): WhiteLabelRow {
  return {
    id,
    teamId: null,
    productName: null,
    logoKey: null,
    faviconKey: null,
    colors: {},
    emailSenderName: null,
    domains: [],
    updatedBy: null,
    createdAt: new Date(0),
    updatedAt: new Date(0),
    ...values,
  };
}

const SITE = row('site', { productName: 'Acme Video', emailSenderName: 'Acme Studio' });
const TEAM = row('team', { teamId: 't1', productName: 'Northlight Boards', domains: ['boards.northlight.example'] });
/** A team brand that was cleared of everything: it changes nothing, so the site's shows. */
const CLEARED = row('cleared', { teamId: 't2' });

/** The resolver over these rows; `site` null for a site without a brand. */
function resolver(site: WhiteLabelRow | null = SITE) {
  const projects: Record<string, WhiteLabelRow | undefined> = { p1: TEAM, p2: undefined, p3: CLEARED };
  return new BrandResolver({
    publicUrl: 'https://studio.example:8443',
    edition: 'motionmaker',
    whiteLabels: {
      findByScope: async (teamId) => (teamId === null ? (site ?? undefined) : teamId === 't1' ? TEAM : undefined),
      findByDomain: async (host) => (host === 'boards.northlight.example' ? TEAM : undefined),
      findForProject: async (projectId) => projects[projectId],
      projectOfShare: async (shareId) => (shareId === 's1' ? 'p1' : undefined),
      projectOfReviewToken: async (token) => (token === 'r2' ? 'p2' : undefined),
    },
  });
}

describe('which brand applies', () => {
  it('reads a Host header as a lower-case name without port or trailing dot', () => {
    expect(hostnameOf('Boards.Northlight.Example:443')).toBe('boards.northlight.example');
    expect(hostnameOf('studio.example.')).toBe('studio.example');
    expect(hostnameOf('[::1]:3000')).toBe('[::1]');
    expect(hostnameOf(undefined)).toBe('');
  });

  it("takes the custom domain's brand first, then the link's or project's team, then the site's", async () => {
    const brands = resolver();
    expect(brands.mainHost).toBe('studio.example');
    expect((await brands.resolve({ host: 'boards.northlight.example', shareId: 'nope' }))?.id).toBe('team');
    expect((await brands.resolve({ host: 'studio.example', shareId: 's1' }))?.id).toBe('team');
    expect((await brands.resolve({ reviewToken: 'r2' }))?.id).toBe('site');
    expect((await brands.resolve({ projectId: 'p3' }))?.id).toBe('site');
    expect((await brands.resolve({}))?.id).toBe('site');
    expect(await resolver(null).resolve({ projectId: 'p2' })).toBeUndefined();
    // The main address is never a custom domain, whatever a brand lists.
    expect(await brands.forHost('studio.example')).toBeUndefined();
  });

  it('signs mails with the brand their projects share, else the site’s, else the edition’s name', async () => {
    const brands = resolver();
    expect(await brands.mailBrandForProjects(['p1', 'p1'])).toEqual({
      productName: 'Northlight Boards',
      senderName: 'Northlight Boards',
    });
    expect(await brands.mailBrandForProjects(['p1', 'p2'])).toEqual({
      productName: 'Acme Video',
      senderName: 'Acme Studio',
    });
    expect(await brands.mailBrand()).toEqual({ productName: 'Acme Video', senderName: 'Acme Studio' });
    expect(await resolver(null).mailBrand()).toEqual({ productName: 'Motion Maker Studio' });
  });
});
