import { brandTitleOf, type Tier } from '@sym/contracts';
import type { WhiteLabelRow } from '../../db/schema.ts';
import type { MailBrand } from '../../mail/mailer.ts';
import { isBrandShown } from './white-label.presenter.ts';
import type { WhiteLabelRepository } from './white-label.repository.ts';

export interface BrandResolverDeps {
  whiteLabels: Pick<
    WhiteLabelRepository,
    'findByScope' | 'findByDomain' | 'findForProject' | 'projectOfShare' | 'projectOfReviewToken'
  >;
  /** PUBLIC_URL: its host is the main address, never a custom domain. */
  publicUrl: string;
  /** APP_TIER: the edition whose own name shows where no brand applies. */
  edition: Tier;
}

/** What a page or a document is about, for choosing its brand. */
export interface BrandTarget {
  /** The Host the request came to (no port): one of a brand's custom domains shows that brand first. */
  host?: string | null | undefined;
  shareId?: string | undefined;
  reviewToken?: string | undefined;
  /** A project whose access the caller has already checked. */
  projectId?: string | null | undefined;
}

/** A Host header's name in lower case, without port or trailing dot; '' when there is none. */
export function hostnameOf(host: string | null | undefined): string {
  const value = (host ?? '').trim().toLowerCase();
  const name = value.startsWith('[') ? value.slice(0, value.indexOf(']') + 1) : value.split(':', 1)[0]!;
  return name.replace(/\.$/, '');
}

const shown = (row: WhiteLabelRow | undefined) => (row && isBrandShown(row) ? row : undefined);

/**
 * Which brand applies (white label, issue 33): on a custom domain, that domain's brand; for a project of a team
 * with a brand, the team's; else the site's; else none, and the edition's own name shows. Pages, share and review
 * answers, the storyboard PDF and e-mails all choose through here.
 */
export class BrandResolver {
  readonly mainHost: string;

  constructor(private readonly deps: BrandResolverDeps) {
    this.mainHost = hostnameOf(new URL(deps.publicUrl).host);
  }

  /** The edition's own name ("Sym Studio"), shown where no brand names the product. */
  get editionTitle(): string {
    return brandTitleOf(this.deps.edition);
  }

  /** The brand whose custom domain this host is; undefined for the main address or an unknown host. */
  async forHost(host: string | null | undefined): Promise<WhiteLabelRow | undefined> {
    const name = hostnameOf(host);
    if (!name || name === this.mainHost) return undefined;
    return this.deps.whiteLabels.findByDomain(name);
  }

  /** The site's brand, if it shows anything. */
  async forSite(): Promise<WhiteLabelRow | undefined> {
    return shown(await this.deps.whiteLabels.findByScope(null));
  }

  /** A team's brand, else the site's. */
  async forTeam(teamId: string | null | undefined): Promise<WhiteLabelRow | undefined> {
    const team = teamId ? shown(await this.deps.whiteLabels.findByScope(teamId)) : undefined;
    return team ?? this.forSite();
  }

  /** The brand of a project's team, else the site's. */
  async forProject(projectId: string | null | undefined): Promise<WhiteLabelRow | undefined> {
    const team = projectId ? shown(await this.deps.whiteLabels.findForProject(projectId)) : undefined;
    return team ?? this.forSite();
  }

  /** The brand a page shows: its Host's first, then its share link's, review link's or project's, then the site's. */
  async resolve(target: BrandTarget): Promise<WhiteLabelRow | undefined> {
    const byHost = shown(await this.forHost(target.host));
    if (byHost) return byHost;
    return this.forProject(await this.projectOf(target));
  }

  /** The product name of a brand, or the edition's own. */
  productNameOf(row: WhiteLabelRow | undefined): string {
    return row?.productName ?? this.editionTitle;
  }

  /** What a mail about a project (or about the account, without one) is signed with. */
  async mailBrand(projectId?: string | null): Promise<MailBrand> {
    return this.mailBrandOf(await this.forProject(projectId));
  }

  /**
   * What a mail about several projects is signed with: their brand when they share one (a team's or the site's),
   * else the site's.
   */
  async mailBrandForProjects(projectIds: Iterable<string>): Promise<MailBrand> {
    const rows = await Promise.all([...new Set(projectIds)].map((projectId) => this.forProject(projectId)));
    const isOneBrand = rows.length > 0 && rows.every((row) => row?.id === rows[0]?.id);
    return this.mailBrandOf(isOneBrand ? rows[0] : await this.forSite());
  }

  /** What a mail is signed with under a brand: its product name, and its sender name when it has one. */
  mailBrandOf(row: WhiteLabelRow | undefined): MailBrand {
    const senderName = row?.emailSenderName ?? row?.productName ?? undefined;
    return { productName: this.productNameOf(row), ...(senderName && { senderName }) };
  }

  private async projectOf(target: BrandTarget): Promise<string | undefined> {
    if (target.projectId) return target.projectId;
    if (target.shareId) return this.deps.whiteLabels.projectOfShare(target.shareId);
    if (target.reviewToken) return this.deps.whiteLabels.projectOfReviewToken(target.reviewToken);
    return undefined;
  }
}
