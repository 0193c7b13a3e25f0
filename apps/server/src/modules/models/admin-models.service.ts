import { MODEL_MESSAGES, type AdminModelPriceInput, type SiteModel } from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import { AppError } from '../../errors/app-error.ts';
import type { AdminAuditRepository } from '../admin/admin-audit.repository.ts';
import { assertSiteAdministrator, type AdminActor } from '../admin/admin.policy.ts';
import type { ModelPrices, SiteSettingsRepository } from '../admin/site-settings.repository.ts';
import type { CatalogEntry, ModelCatalog } from './model-catalog.ts';
import { priceOf } from './model-resolver.ts';

export interface AdminModelsDeps {
  db: Database;
  catalog: Pick<ModelCatalog, 'entries'>;
  settings: Pick<SiteSettingsRepository, 'in' | 'modelPrices'>;
  audit: Pick<AdminAuditRepository, 'in'>;
}

/** What each of the site's models costs (issue 36): set by its administrators, audited; jobs reserve at that price. */
export class AdminModelsService {
  constructor(private readonly deps: AdminModelsDeps) {}

  async list(actor: AdminActor): Promise<SiteModel[]> {
    assertSiteAdministrator(actor);
    const prices = await this.deps.settings.modelPrices();
    return this.deps.catalog.entries().map((entry) => presentModel(entry, prices));
  }

  /** Sets one model's price (null: its provider's own); 404 for a model the site does not offer. */
  async setPrice(actor: AdminActor, input: AdminModelPriceInput): Promise<SiteModel> {
    assertSiteAdministrator(actor);
    const entry = this.deps.catalog.entries().find((candidate) => candidate.id === input.modelId);
    if (!entry) throw new AppError('NOT_FOUND', MODEL_MESSAGES.modelNotFound);
    const prices = await this.deps.db.transaction(async (tx) => {
      const settings = this.deps.settings.in(tx);
      const from = priceOf(entry, await settings.modelPrices());
      const after = await settings.setModelPrice(entry.id, input.credits, actor.id);
      await this.deps.audit.in(tx).record({
        actor,
        action: 'model.price',
        details: { model: entry.id, from, to: priceOf(entry, after) },
      });
      return after;
    });
    return presentModel(entry, prices);
  }
}

function presentModel(entry: CatalogEntry, prices: ModelPrices): SiteModel {
  const { info } = entry.provider;
  return {
    id: entry.id,
    kind: entry.kind,
    providerId: entry.providerId,
    providerName: info.name,
    model: entry.model,
    credits: priceOf(entry, prices),
    defaultCredits: info.creditsPerUnit,
    isDefault: entry.isDefault,
  };
}
