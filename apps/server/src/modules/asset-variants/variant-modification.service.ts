import {
  ASSET_MESSAGES,
  type ModificationAddInput,
  type ModificationIdInput,
  type VariantIdInput,
} from '@sym/contracts';
import { AppError } from '../../errors/app-error.ts';
import type { AssetAccess } from '../assets/asset-access.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import { publishVariantEvent } from './variant-events.ts';
import type { VariantModificationRepository } from './variant-modification.repository.ts';
import { presentModification, type Deleted, type PresentedModification } from './variant.presenter.ts';

export interface VariantModificationServiceDeps {
  modifications: VariantModificationRepository;
  access: AssetAccess;
  events: DomainEvents;
}

/** Modification requests of a variant (instructions, optional image) that a later generation applies. */
export class VariantModificationService {
  constructor(private readonly deps: VariantModificationServiceDeps) {}

  /** Records a modification request (instructions, optional image) for a variant. */
  async addModification(actorId: string, input: ModificationAddInput): Promise<PresentedModification> {
    const { variant, rooms } = await this.deps.access.requireVariant(actorId, input.generationId, 'write', input.id);
    const row = await this.deps.modifications.addModification({
      variantId: variant.id,
      instructions: input.instructions,
      modificationImageUrl: input.modificationImageUrl ?? null,
    });
    const presented = presentModification(row);
    publishVariantEvent(this.deps.events, 'modification.created', actorId, rooms, presented);
    return presented;
  }

  /** A variant's modification requests, oldest first. */
  async listModifications(actorId: string, input: VariantIdInput): Promise<PresentedModification[]> {
    const { variant } = await this.deps.access.requireVariant(actorId, input.generationId, 'read', input.id);
    return (await this.deps.modifications.listModifications(variant.id)).map(presentModification);
  }

  /** Deletes one modification request of a variant. */
  async deleteModification(actorId: string, input: ModificationIdInput): Promise<Deleted> {
    const { variant, rooms } = await this.deps.access.requireVariant(actorId, input.generationId, 'write', input.id);
    if (!(await this.deps.modifications.deleteModification(variant.id, input.modificationId))) {
      throw new AppError('NOT_FOUND', ASSET_MESSAGES.modificationNotFound);
    }
    publishVariantEvent(this.deps.events, 'modification.deleted', actorId, rooms, {
      id: input.modificationId,
      generationId: variant.id,
    });
    return { id: input.modificationId, deleted: true };
  }
}
