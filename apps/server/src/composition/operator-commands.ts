import type { Database } from '../db/index.ts';
import { OperatorCommands } from '../modules/admin/operator-commands.ts';
import { OperatorPasswordService } from '../modules/auth/operator-password.ts';
import { PasswordResetRepository } from '../modules/auth/password-reset.repository.ts';
import { PasswordWriter } from '../modules/auth/password-write.ts';
import { SessionRepository } from '../modules/auth/session.repository.ts';
import type { CompositionRoot } from './root.ts';

/** The operator's commands (`npm run admin`) over a composed app: its administration service and repositories. */
export function composeOperatorCommands(db: Database, root: Pick<CompositionRoot, 'repositories' | 'services'>) {
  const { repositories, services } = root;
  return new OperatorCommands({
    db,
    admin: services.admin,
    users: repositories.users,
    audit: repositories.adminAudit,
    passwords: new OperatorPasswordService({
      users: repositories.users,
      writer: new PasswordWriter({
        db,
        users: repositories.users,
        sessions: new SessionRepository(db),
        resets: new PasswordResetRepository(db),
      }),
    }),
  });
}
