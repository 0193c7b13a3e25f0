import { harbour, lighthouse } from './coast.ts';
import { beach, cliff, sea } from './seashore.ts';
import { cave } from './sea-cave.ts';
import { shipDeck } from './ship-deck.ts';
import { field, forest, garden, river } from './nature.ts';
import type { PlaceDrawing } from './place-drawing.ts';
import { ROOMS } from './rooms.ts';
import { bridge, building, hut, road } from './country.ts';
import { finishLine } from './finish-line.ts';
import { castle, palace, temple } from './landmarks.ts';
import { city, market, street, village } from './streets.ts';
import { desert, mountain, space } from './wilds.ts';

/**
 * One drawing per place key of the vocabulary (PLACES of @sym/story-analysis), plus `house`: the outside of rooms.
 * A new place is one more entry here; a unit test checks every vocabulary key has one.
 */
export const PLACE_DRAWINGS: Readonly<Record<string, PlaceDrawing>> = {
  ...ROOMS,
  lighthouse,
  harbour,
  beach,
  sea,
  cliff,
  cave,
  'ship-deck': shipDeck,
  market,
  street,
  city,
  village,
  palace,
  castle,
  temple,
  hut,
  road,
  'finish-line': finishLine,
  bridge,
  house: building,
  forest,
  field,
  garden,
  mountain,
  desert,
  river,
  space,
};
