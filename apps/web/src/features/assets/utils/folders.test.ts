import { describe, expect, it } from 'vitest';
import { addFolder, folderNamesOf, groupAssetsByFolder, removeFolder } from './folders';

describe('addFolder', () => {
  it('refuses an empty or blank name', () => {
    expect(addFolder(['Heroes'], '')).toEqual({ isValid: false, error: 'empty' });
    expect(addFolder(['Heroes'], '   ')).toEqual({ isValid: false, error: 'empty' });
  });

  it('adds a new name, trimmed', () => {
    expect(addFolder(['Heroes'], '  Villains ')).toEqual({
      isValid: true,
      folders: ['Heroes', 'Villains'],
      name: 'Villains',
    });
  });

  it('accepts a duplicate ignoring case silently, without adding it twice', () => {
    expect(addFolder(['Heroes'], 'HEROES')).toEqual({ isValid: true, folders: ['Heroes'], name: 'Heroes' });
  });

  it('keeps at most 100 characters', () => {
    const result = addFolder([], 'x'.repeat(150));
    expect(result.isValid && result.name.length).toBe(100);
  });
});

describe('folder lists', () => {
  it('removes a folder ignoring case', () => {
    expect(removeFolder(['Heroes', 'Villains'], 'heroes')).toEqual(['Villains']);
  });

  it('merges custom folders with the ones assets use, once each, sorted', () => {
    expect(folderNamesOf(['villains', 'Heroes'], ['Heroes', null, 'Animals', '  ', 'VILLAINS'])).toEqual([
      'Animals',
      'Heroes',
      'villains',
    ]);
  });

  it('groups assets: loose ones first, then every folder including empty ones', () => {
    const assets = [
      { id: 'a', folder: null },
      { id: 'b', folder: 'heroes' },
      { id: 'c', folder: 'Heroes' },
    ];
    expect(groupAssetsByFolder(assets, ['Heroes', 'Places'])).toEqual([
      { folder: null, assets: [{ id: 'a', folder: null }] },
      {
        folder: 'Heroes',
        assets: [
          { id: 'b', folder: 'heroes' },
          { id: 'c', folder: 'Heroes' },
        ],
      },
      { folder: 'Places', assets: [] },
    ]);
    expect(groupAssetsByFolder([{ folder: 'Heroes' }], ['Heroes'])).toEqual([
      { folder: 'Heroes', assets: [{ folder: 'Heroes' }] },
    ]);
  });
});
