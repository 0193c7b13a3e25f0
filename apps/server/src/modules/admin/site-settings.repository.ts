import { RegistrationModeSchema, type RegistrationMode } from '@sym/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { siteSettings } from '../../db/schema.ts';

const REGISTRATION_KEY = 'registration';

/** The registration mode an administrator chose, and when. */
export interface ChosenRegistration {
  mode: RegistrationMode;
  updatedAt: Date;
}

/** The only code that reads or writes site_settings (settings an administrator changes at run time). */
export class SiteSettingsRepository {
  constructor(private readonly db: Database) {}

  /** This repository on a transaction. */
  in(tx: Database): SiteSettingsRepository {
    return new SiteSettingsRepository(tx);
  }

  /** The registration mode an administrator chose; undefined while nobody did (or the stored value is unknown). */
  async registration(): Promise<ChosenRegistration | undefined> {
    const [row] = await this.db.select().from(siteSettings).where(eq(siteSettings.key, REGISTRATION_KEY)).limit(1);
    const mode = RegistrationModeSchema.safeParse(row?.value);
    return row && mode.success ? { mode: mode.data, updatedAt: row.updatedAt } : undefined;
  }

  /** Stores the administrator's choice of registration mode. */
  async setRegistration(mode: RegistrationMode, updatedBy: string): Promise<ChosenRegistration> {
    const [row] = await this.db
      .insert(siteSettings)
      .values({ key: REGISTRATION_KEY, value: mode, updatedBy })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value: mode, updatedBy, updatedAt: sql`now()` },
      })
      .returning();
    return { mode, updatedAt: row!.updatedAt };
  }
}
