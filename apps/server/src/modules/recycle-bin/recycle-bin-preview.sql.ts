import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { assets, scenarios, shotGenerations, shots } from '../../db/schema.ts';
import { SHOT_GENERATION_KIND } from '../projects/project-list.sql.ts';
import { isScenarioDeleted } from '../projects/content-state.ts';

/**
 * The picture a Recycle Bin entry shows, as its row keeps it (`/media/<key>` or an outside URL), in the words of
 * the project list's preview (spec §3): an episode shows its first shot's primary image generation, else its latest
 * completed one, else the shot's own image; a project shows its first episode's (one still in it, if any); an asset
 * its image, else its first reference image.
 */

/** The preview of the episode whose id `scenarioId` holds (an outer column). */
export function scenarioPreviewOf(scenarioId: AnyColumn | SQL): SQL<string | null> {
  return sql<string | null>`(
    select coalesce((
        select ${shotGenerations.url} from ${shotGenerations}
         where ${shotGenerations.shotId} = first_shot.id
           and ${shotGenerations.kind} = ${SHOT_GENERATION_KIND.image}
           and ${shotGenerations.url} is not null
           and (${shotGenerations.isPrimary} or ${shotGenerations.status} = 'completed')
         order by ${shotGenerations.isPrimary} desc, ${shotGenerations.createdAt} desc, ${shotGenerations.id} desc
         limit 1), first_shot.image_url)
      from (select ${shots.id} as id, ${shots.imageUrl} as image_url from ${shots}
             where ${shots.scenarioId} = ${scenarioId}
             order by ${shots.sequence}, ${shots.id} limit 1) as first_shot)`;
}

/** The preview of the project whose id `projectId` holds (an outer column). */
export function projectPreviewOf(projectId: AnyColumn): SQL<string | null> {
  const firstScenario = sql`(select ${scenarios.id} from ${scenarios}
     where ${scenarios.projectId} = ${projectId}
     order by ${isScenarioDeleted}, ${scenarios.createdAt}, ${scenarios.id} limit 1)`;
  return scenarioPreviewOf(firstScenario);
}

/** The preview of the asset of the outer query. */
export const assetPreview: SQL<string | null> = sql<
  string | null
>`coalesce(${assets.imageUrl}, ${assets.referenceImages} ->> 0)`;
