import { brandTitleOf } from '@sym/contracts';
import type { Config } from '../config/index.ts';
import { ReviewMembers } from '../modules/comments/review-actor.ts';
import { NotificationMail } from '../modules/notifications/notification-mail.ts';
import { NotificationTriggers } from '../modules/notifications/notification-triggers.ts';
import { NotificationRepository } from '../modules/notifications/notification.repository.ts';
import { NotificationService } from '../modules/notifications/notification.service.ts';
import type { ScenarioAccess } from '../modules/scenarios/scenario.policy.ts';
import type { NotificationServices } from '../operations/notification-services.ts';
import type { Infrastructure } from './infrastructure.ts';
import type { Repositories } from './repositories.ts';
import { brandResolverOf } from './white-label-services.ts';

export type NotificationConfig = Pick<Config, 'APP_TIER' | 'PUBLIC_URL' | 'NOTIFICATION_MAIL_WINDOW_SECONDS'>;

/** The inbox, the triggers that fill it from review events, and its batched mail. */
export function createNotificationServices(
  config: NotificationConfig,
  infra: Infrastructure,
  repos: Repositories,
  deps: { scenarioAccess: ScenarioAccess },
): NotificationServices {
  const { events, outbox } = infra;
  // Mails about a team's projects carry its white label (name and sender), else the site's.
  const brands = brandResolverOf(config, repos);
  const repository = new NotificationRepository(infra.database.db);
  const notificationMail = new NotificationMail({
    notifications: repository,
    outbox,
    brand: brandTitleOf(config.APP_TIER),
    brandOf: (projectIds) => brands.mailBrandForProjects(projectIds),
    publicUrl: config.PUBLIC_URL,
    windowMs: config.NOTIFICATION_MAIL_WINDOW_SECONDS * 1000,
  });
  const notifications = new NotificationService({ notifications: repository, mail: notificationMail, events });
  const notificationTriggers = new NotificationTriggers({
    events,
    notifications,
    inbox: repository,
    comments: repos.comments,
    members: new ReviewMembers({ db: infra.database.db, access: deps.scenarioAccess }),
  });
  return { notifications, notificationTriggers, notificationMail };
}
