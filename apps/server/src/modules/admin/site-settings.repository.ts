import { RegistrationModeSchema, type RegistrationMode } from '@sym/contracts';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/index.ts';
import { siteSettings } from '../../db/schema.ts';

const REGISTRATION_KEY = 'registration';
const MODEL_PRICES_KEY = 'model_prices';

/** Credits per unit an administrator set for the site's models, by model id. */
const ModelPrices = z.record(z.string(), z.number().int().min(0));
export type ModelPrices = z.infer<typeof ModelPrices>;

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
  async setRegistration(mode: RegistrationMode, updatedBy: string | null): Promise<ChosenRegistration> {
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

  /** The prices an administrator set, by model id (none: every model costs what its provider declares). */
  async modelPrices(): Promise<ModelPrices> {
    const [row] = await this.db.select().from(siteSettings).where(eq(siteSettings.key, MODEL_PRICES_KEY)).limit(1);
    const prices = ModelPrices.safeParse(row?.value);
    return prices.success ? prices.data : {};
  }

  /**
   * Sets one model's price (null: back to its provider's), in one statement so two administrators' changes to
   * different models both stay; answers the prices after it.
   */
  async setModelPrice(modelId: string, credits: number | null, updatedBy: string | null): Promise<ModelPrices> {
    const change =
      credits === null
        ? sql`coalesce(${siteSettings.value}, '{}'::jsonb) - ${modelId}::text`
        : sql`coalesce(${siteSettings.value}, '{}'::jsonb) || jsonb_build_object(${modelId}::text, ${credits}::int)`;
    const initial = credits === null ? {} : { [modelId]: credits };
    const [row] = await this.db
      .insert(siteSettings)
      .values({ key: MODEL_PRICES_KEY, value: initial, updatedBy })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: change, updatedBy, updatedAt: sql`now()` } })
      .returning();
    return ModelPrices.parse(row!.value);
  }
}
