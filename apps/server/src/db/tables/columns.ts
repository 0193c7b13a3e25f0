import { jsonb, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Column helpers shared by the domain tables. */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Set when an item goes to the Recycle Bin (status 'deleted'); cleared on restore. */
export const deletedAt = () => timestamp('deleted_at', { withTimezone: true });
export const jsonObject = (name: string) => jsonb(name).$type<Record<string, unknown>>().notNull().default({});
export const jsonStrings = (name: string) => jsonb(name).$type<string[]>().notNull().default([]);
