import { describe, expect, it } from 'vitest';
import { AssetCreateInput, AssetUpdateInput, ModificationAddInput, VariantImagesBatchInput } from './assets.ts';
import { MediaUrl, isMediaPath } from '../media.ts';

const projectId = '11111111-1111-4111-8111-111111111111';
const assetId = '22222222-2222-4222-8222-222222222222';
const generationId = '33333333-3333-4333-8333-333333333333';

describe('asset inputs', () => {
  it('asset creation accepts project_id, trims the name and fills the defaults', () => {
    expect(AssetCreateInput.parse({ name: ' Hero ', project_id: projectId })).toEqual({
      name: 'Hero',
      projectId,
      type: 'character',
      inSeriesBible: false,
      attachedStyleModules: [],
      tags: [],
      metadata: {},
    });
  });

  it('asset update reads the socket’s { assetId, updates } shape', () => {
    expect(AssetUpdateInput.parse({ assetId, updates: { name: 'New' } })).toEqual({ id: assetId, name: 'New' });
    expect(AssetUpdateInput.safeParse({ id: assetId, status: 'deleted' }).success).toBe(false);
  });

  it('image urls are http(s) or stored media paths only', () => {
    const key = '0123456789abcdef0123456789abcdef.png';
    expect(isMediaPath(`/media/${key}`)).toBe(true);
    for (const good of ['https://example.com/a.png', 'http://localhost:3000/x', `/media/${key}`]) {
      expect(MediaUrl.safeParse(good).success, good).toBe(true);
    }
    for (const bad of ['javascript:alert(1)', 'ftp://example.com/a.png', '/media/../x', '/etc/passwd', 'https://']) {
      expect(MediaUrl.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('modifications need instructions; batches hold at most 50 ids', () => {
    const missing = ModificationAddInput.safeParse({ assetId, generationId });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['instructions', 'Instructions are required'],
    ]);
    expect(VariantImagesBatchInput.safeParse({ generationIds: Array(50).fill(generationId) }).success).toBe(true);
    expect(VariantImagesBatchInput.safeParse({ generationIds: Array(51).fill(generationId) }).success).toBe(false);
  });
});
