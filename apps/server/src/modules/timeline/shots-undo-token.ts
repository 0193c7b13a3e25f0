import { createHmac, timingSafeEqual } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { ShotRow } from '../../db/schema.ts';
import type { SavedScene } from '../scenes/script-scenes.ts';
import type { ShotSnapshot } from './script-snapshot.repository.ts';

/** A shot's fields as they were before an apply or a batch change changed them (the style module: a batch). */
export type ShotFieldsBefore = Pick<
  ShotRow,
  'id' | 'type' | 'description' | 'action' | 'duration' | 'cameraMotion' | 'metadata'
> &
  Partial<Pick<ShotRow, 'styleModuleId'>>;

/** An asset link of a shot. */
export interface ShotAssetLink {
  shotId: string;
  assetId: string;
}

/** Everything needed to take an applied script or a batch change of shots back. */
export interface ShotsUndo {
  scenarioId: string;
  /** Milliseconds since the epoch after which the token is refused. */
  expiresAt: number;
  /** The episode's shot ids before the apply, first to last. */
  order: string[];
  /** Shots the apply created. */
  added: string[];
  updated: ShotFieldsBefore[];
  deleted: ShotSnapshot[];
  /** Asset links the change made (taken away again) and took away (made again). */
  links?: { linked: ShotAssetLink[]; unlinked: ShotAssetLink[] };
  /** The episode's stored scenes before the apply, when it had any (absent: none to bring back). */
  scenes?: SavedScene[];
}

/** How long an applied script or a batch change can be taken back: an editing session, not forever. */
export const SHOTS_UNDO_TTL_MS = 24 * 60 * 60 * 1000;

const DATE_KEYS = new Set(['createdAt', 'updatedAt']);
const reviveDates = (key: string, value: unknown) =>
  DATE_KEYS.has(key) && typeof value === 'string' ? new Date(value) : value;

/**
 * The undo of an apply or a batch change travels with the client as a signed, compressed token instead of a stored row: the
 * server wrote it and only accepts it back unchanged (HMAC-SHA256 with the server secret), so a client can
 * neither forge shots nor media with it, and the database needs no table for history nobody may ever undo.
 */
export class ShotsUndoTokens {
  constructor(private readonly secret: string) {}

  /** The token for an undo. */
  encode(undo: ShotsUndo): string {
    const body = gzipSync(JSON.stringify(undo)).toString('base64url');
    return `${body}.${this.sign(body)}`;
  }

  /** The undo a token carries; undefined when it was not written by this server or is damaged. */
  decode(token: string): ShotsUndo | undefined {
    const [body, signature, extra] = token.split('.');
    if (!body || !signature || extra !== undefined) return undefined;
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    try {
      return JSON.parse(gunzipSync(Buffer.from(body, 'base64url')).toString('utf8'), reviveDates) as ShotsUndo;
    } catch {
      return undefined;
    }
  }

  private sign(body: string): string {
    return createHmac('sha256', `script-undo:${this.secret}`).update(body).digest('base64url');
  }
}
