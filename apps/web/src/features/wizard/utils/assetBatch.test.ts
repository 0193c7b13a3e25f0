import { describe, expect, it } from 'vitest';
import { assetsToApprove, assetsToGenerate, batchProgress } from './assetBatch';
import type { WizardAsset } from './wizardDraft';

const ticket = { jobId: 'j', queue: 'image-generation' as const, cost: 1, targetId: null, targetKey: null };
const asset = (key: string, change: Partial<WizardAsset> = {}): WizardAsset => ({
  key,
  name: key,
  type: 'character',
  description: '',
  aliases: [],
  decision: 'pending',
  imageUrl: null,
  job: null,
  ...change,
});

describe('wizard asset batches', () => {
  const assets = [
    asset('plain'),
    asset('skipped', { decision: 'skipped' }),
    asset('rejected', { decision: 'rejected' }),
    asset('unnamed', { name: '  ' }),
    asset('drawn', { imageUrl: '/media/drawn.png' }),
    asset('running', { job: ticket }),
    asset('approved', { imageUrl: '/media/a.png', decision: 'approved' }),
    asset('drawnSkipped', { imageUrl: '/media/b.png', decision: 'skipped' }),
  ];

  it('generates the kept, named assets without an image or a job on its way', () => {
    expect(assetsToGenerate(assets, new Set()).map((item) => item.key)).toEqual(['plain', 'skipped']);
    expect(assetsToGenerate(assets, new Set(['plain'])).map((item) => item.key)).toEqual(['skipped']);
  });

  it('approves the generated assets not decided on yet', () => {
    expect(assetsToApprove(assets).map((item) => item.key)).toEqual(['drawn', 'drawnSkipped']);
  });

  it('counts a batch image as done once its job ended or its asset went', () => {
    const batch = new Set(['plain', 'running', 'drawn', 'gone']);
    expect(batchProgress(assets, batch, new Set(['plain']))).toEqual({ done: 2, total: 4 });
  });
});
