import { describe, expect, it } from 'vitest';
import { planScene, type PlanAsset } from '../plan-scene.ts';

// A Japanese shot is segmented into words and read through the Japanese glossary: particles before their phrase,
// the verb after its subject ("ハナは提灯を持って…登る" reads "Hana holds lantern climbs …"), a name told by its
// honorific or its katakana before "は", and what the plan shows is named in Japanese.

const hana: PlanAsset = {
  id: 'hana',
  name: 'ハナ',
  type: 'character',
  description: '灯台守の娘',
};

const plan = (description: string, assets: PlanAsset[] = []) => planScene({ shotType: 'wide', description, assets });
const names = (items: readonly { name: string }[]) => items.map((item) => item.name);

describe('planning a Japanese shot', () => {
  it('finds the figure, what she climbs and the lantern in her hand', () => {
    const scene = plan('ハナは提灯を持って灯台の螺旋階段を登る。', [hana]);
    expect(names(scene.figures)).toEqual(['ハナ']);
    expect(scene.figures[0]!.action).toBe('climb');
    expect(scene.props.map((prop) => [prop.kind, prop.name, prop.heldBy])).toEqual([['lantern', '提灯', 'hana']]);
    expect([scene.setting.place, scene.setting.name, scene.setting.interior]).toEqual(['stairs', '灯台', true]);
  });

  it('reads a name before an honorific, and gives it back in Japanese', () => {
    const scene = plan('ケンさんは犬と浜辺を歩いている。');
    expect(scene.figures.map((figure) => [figure.name, figure.kind])).toEqual([
      ['ケン', 'person'],
      ['犬', 'animal'],
    ]);
    expect(scene.figures[0]!.action).toBe('walk');
    expect([scene.setting.place, scene.setting.name]).toEqual(['beach', '浜辺']);
  });

  it('reads the time, the weather and the place of a stormy night, and names them in Japanese', () => {
    const scene = plan('嵐の夜、灯台に雨が激しく降っている。');
    expect([scene.setting.place, scene.setting.name, scene.time, scene.weather]).toEqual([
      'lighthouse',
      '灯台',
      'night',
      'storm',
    ]);
    expect(scene.figures).toEqual([]);
  });

  it('reads a sleeping animal by its noun', () => {
    const scene = plan('黒猫がパン屋のかまどのそばで眠っている。');
    expect(scene.figures.map((figure) => [figure.kind, figure.species, figure.action])).toEqual([
      ['animal', 'cat', 'lie'],
    ]);
    expect(scene.figures[0]!.traits).toContain('black');
    expect([scene.setting.place, scene.setting.name]).toEqual(['kitchen', 'パン屋']);
  });

  it('makes a figure of a role noun and gives it the net it mends', () => {
    const scene = plan('年老いた漁師が港で網を繕っています。');
    expect(names(scene.figures)).toEqual(['年老いた漁師']);
    expect(scene.figures[0]!.traits).toEqual(expect.arrayContaining(['fisherman', 'old']));
    expect(scene.props.map((prop) => [prop.kind, prop.name, prop.heldBy])).toEqual([['net', '網', 'text:fisherman']]);
    expect([scene.setting.place, scene.setting.name]).toEqual(['harbour', '港']);
  });

  it('reads looks before the noun and a verb after its place', () => {
    const scene = plan('赤い着物の少女が橋の上に立って海を見ている。');
    expect(names(scene.figures)).toEqual(['少女']);
    expect(scene.figures[0]!.traits).toEqual(expect.arrayContaining(['girl', 'red kimono']));
    expect(scene.figures[0]!.action).toBe('look');
    expect([scene.setting.place, scene.setting.name]).toEqual(['bridge', '橋']);
  });
});
