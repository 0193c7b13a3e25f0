import { z } from 'zod';
import { PRESENCE_ACTIVITIES } from '../realtime.ts';

export const PresenceUser = z.object({
  userId: z.string(),
  username: z.string(),
  email: z.string(),
  socketId: z.string(),
  activity: z.object({ activity: z.enum(PRESENCE_ACTIVITIES), timestamp: z.number() }).optional(),
});
export type PresenceUser = z.infer<typeof PresenceUser>;

export const FieldLock = z.object({
  fieldType: z.string().min(1).max(50),
  fieldId: z.string().min(1).max(100),
  userId: z.string(),
  username: z.string().optional(),
  lockedBy: z.string().optional(),
  timestamp: z.number(),
});
export type FieldLock = z.infer<typeof FieldLock>;

export const ShotSelection = z.object({ userId: z.string(), shotId: z.string() });
export type ShotSelection = z.infer<typeof ShotSelection>;
