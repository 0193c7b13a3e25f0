import {
  BRAND_IMAGE_FIELD,
  TEAM_MESSAGES,
  WHITE_LABEL_LIMITS,
  WHITE_LABEL_MESSAGES,
  isSiteAdministrator,
  lowContrastMessage,
  lowContrastPairs,
  type Brand,
  type BrandImage,
  type BrandResolveInput,
  type WhiteLabelScopeInput,
  type WhiteLabelSettings,
  type WhiteLabelUpdateInput,
  type WhiteLabelUpdateResult,
} from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import type { WhiteLabelRow } from '../../db/schema.ts';
import { AppError, validationError } from '../../errors/app-error.ts';
import { newMediaKey } from '../../media/media-storage.ts';
import type { DocumentBrand } from '../downloads/scenario-download.service.ts';
import type { ProjectAccess } from '../projects/project-access.policy.ts';
import type { UploadedFile } from '../stored-files/reference-image-upload.ts';
import type { FileWriter } from '../stored-files/stored-files.service.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { encodeBrandImage } from './brand-image.ts';
import type { BrandResolver, BrandTarget } from './brand-resolver.ts';
import { decideBrandAccess } from './white-label.policy.ts';
import { presentBrand, presentWhiteLabel } from './white-label.presenter.ts';
import type { WhiteLabelChanges, WhiteLabelRepository } from './white-label.repository.ts';
import { readStream } from '../../media/read-stream.ts';

export interface WhiteLabelServiceDeps {
  db: Database;
  whiteLabels: WhiteLabelRepository;
  users: Pick<UsersRepository, 'findById'>;
  /** Logos and favicons go in through the one entry point, charged to the uploader. */
  files: Pick<FileWriter, 'put' | 'discard' | 'sweep' | 'get'>;
  brands: BrandResolver;
  /** Whether a signed-in caller may read a project, before its brand is told by project. */
  projects: Pick<ProjectAccess, 'require'>;
}

/** The column of each brand image. */
const IMAGE_COLUMN = { logo: 'logoKey', favicon: 'faviconKey' } as const satisfies Record<BrandImage, string>;

const domainTaken = (index: number) => validationError(`domains.${index}`, WHITE_LABEL_MESSAGES.domainTaken);

/**
 * White label (issue 33): the site's brand, managed by its administrator, and each team's, managed by its owner
 * and admins (decideBrandAccess). Logos and favicons are decoded and stored as fresh PNGs of bounded size; a
 * replaced one is deleted once nothing uses it. Custom domains belong to one brand each.
 */
export class WhiteLabelService {
  constructor(private readonly deps: WhiteLabelServiceDeps) {}

  /** The brand of the scope, as its managers see it (empty when never saved). */
  async get(actorId: string, scope: WhiteLabelScopeInput): Promise<WhiteLabelSettings> {
    const teamId = await this.requireManager(actorId, scope);
    return presentWhiteLabel(await this.deps.whiteLabels.findByScope(teamId), teamId);
  }

  /** Changes the fields given; answers the brand and the colour pairs whose contrast is below WCAG AA. */
  async update(actorId: string, input: WhiteLabelUpdateInput): Promise<WhiteLabelUpdateResult> {
    const teamId = await this.requireManager(actorId, input);
    const domains = input.domains && [...new Set(input.domains)];
    const mainIndex = domains?.indexOf(this.deps.brands.mainHost) ?? -1;
    if (mainIndex >= 0) throw validationError(`domains.${mainIndex}`, WHITE_LABEL_MESSAGES.mainDomain);
    const changes: WhiteLabelChanges = {
      ...(input.productName !== undefined && { productName: input.productName }),
      ...(input.colors !== undefined && { colors: input.colors ?? {} }),
      ...(input.emailSenderName !== undefined && { emailSenderName: input.emailSenderName }),
      ...(domains && { domains }),
    };
    const row = await this.deps.db.transaction(async (tx) => {
      const whiteLabels = this.deps.whiteLabels.in(tx);
      await whiteLabels.lockWrites();
      if (domains) {
        const current = await whiteLabels.findByScope(teamId);
        const taken = await whiteLabels.domainsTaken(domains, current?.id);
        if (taken.length > 0) throw domainTaken(domains.indexOf(taken[0]!));
      }
      return whiteLabels.save(teamId, changes, actorId);
    });
    const whiteLabel = presentWhiteLabel(row, teamId);
    const warnings = whiteLabel.colors
      ? lowContrastPairs(whiteLabel.colors).map((check) => ({
          ...check,
          message: lowContrastMessage(check.ratio, check.minimum),
        }))
      : [];
    return { whiteLabel, warnings };
  }

  /**
   * Stores an uploaded logo or favicon for the scope: at most 2 MB read, decoded and re-encoded as a PNG (logo
   * inside 512x512, favicon 64x64), charged to the uploader; the one it replaces goes once nothing uses it.
   */
  async uploadImage(
    actorId: string,
    scope: WhiteLabelScopeInput,
    image: BrandImage,
    readFile: () => Promise<UploadedFile | undefined>,
  ): Promise<WhiteLabelSettings> {
    const teamId = await this.requireManager(actorId, scope);
    const file = await readFile();
    if (file && (file.isTooLarge || file.bytes.length > WHITE_LABEL_LIMITS.imageMaxBytes)) {
      throw validationError(BRAND_IMAGE_FIELD, WHITE_LABEL_MESSAGES.imageTooLarge);
    }
    const encoded = file ? await encodeBrandImage(file.bytes, image) : undefined;
    if (!encoded) throw validationError(BRAND_IMAGE_FIELD, WHITE_LABEL_MESSAGES.notAnImage);
    const key = newMediaKey('png');
    await this.deps.files.put(actorId, key, encoded.bytes, 'image/png');
    let row: WhiteLabelRow;
    try {
      row = await this.save(teamId, { [IMAGE_COLUMN[image]]: key }, actorId);
    } catch (error) {
      await this.deps.files.discard([key]);
      throw error;
    }
    await this.deps.files.sweep();
    return presentWhiteLabel(row, teamId);
  }

  /** Removes the scope's logo or favicon (the file goes once nothing uses it). */
  async removeImage(actorId: string, scope: WhiteLabelScopeInput, image: BrandImage): Promise<WhiteLabelSettings> {
    const teamId = await this.requireManager(actorId, scope);
    const row = await this.save(teamId, { [IMAGE_COLUMN[image]]: null }, actorId);
    return presentWhiteLabel(row, teamId);
  }

  /**
   * The brand a page shows, to anyone: its Host's when that is a custom domain, else its share link's, review
   * link's or (for a caller who may read it) project's, else the site's; null for the edition's own.
   */
  async resolve(input: BrandResolveInput, caller: { userId?: string | undefined; host?: string | null }) {
    const projectId =
      input.projectId && caller.userId ? await this.readableProject(caller.userId, input.projectId) : undefined;
    const row = await this.deps.brands.resolve({
      host: caller.host,
      shareId: input.shareId,
      reviewToken: input.reviewToken,
      projectId,
    });
    return row ? presentBrand(row) : null;
  }

  /**
   * The brand of a public page (a share link's or a review link's, by Host first) for its answer; the caller has
   * already opened the link, so nothing is told of a link that does not answer.
   */
  async brandOf(target: BrandTarget): Promise<Brand | null> {
    const row = await this.deps.brands.resolve(target);
    return row ? presentBrand(row) : null;
  }

  /** The white label a project's documents carry (its team's, else the site's): name and logo as PNG bytes. */
  async documentBrand(projectId: string): Promise<DocumentBrand | undefined> {
    const row = await this.deps.brands.forProject(projectId);
    if (!row) return undefined;
    const stored = row.logoKey ? await this.deps.files.get(row.logoKey) : undefined;
    return { productName: row.productName, logo: stored ? new Uint8Array(await readStream(stored.stream)) : null };
  }

  /** Whether a brand uses this stored key as its logo or favicon (public media addresses ask). */
  usesImage(brandId: string, key: string): Promise<boolean> {
    return this.deps.whiteLabels.usesImage(brandId, key);
  }

  private async save(teamId: string | null, changes: WhiteLabelChanges, actorId: string): Promise<WhiteLabelRow> {
    return this.deps.db.transaction(async (tx) => {
      const whiteLabels = this.deps.whiteLabels.in(tx);
      await whiteLabels.lockWrites();
      return whiteLabels.save(teamId, changes, actorId);
    });
  }

  private async readableProject(userId: string, projectId: string): Promise<string | undefined> {
    try {
      return (await this.deps.projects.require(userId, projectId, 'read')).project.id;
    } catch {
      // A project the caller may not read tells nothing: the site's brand shows, as for anyone.
      return undefined;
    }
  }

  /** The scope's team id (null: the site) when the actor may manage its brand; else 403 or 404. */
  private async requireManager(actorId: string, scope: WhiteLabelScopeInput): Promise<string | null> {
    const [user, teamRole] = await Promise.all([
      this.deps.users.findById(actorId),
      scope.teamId === undefined ? undefined : this.deps.whiteLabels.roleInTeam(scope.teamId, actorId),
    ]);
    const decision = decideBrandAccess(scope, { isSiteAdmin: user ? isSiteAdministrator(user) : false, teamRole });
    if (!decision.allowed) {
      throw decision.status === 'forbidden'
        ? new AppError('FORBIDDEN', decision.message)
        : new AppError('NOT_FOUND', TEAM_MESSAGES.teamNotFound);
    }
    return scope.teamId ?? null;
  }
}
