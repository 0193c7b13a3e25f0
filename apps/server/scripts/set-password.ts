// The operator's password tool: sets the password of a user (one who cannot reset it by mail, an account to take
// back) and signs out every session of that user.
//   npm run user:password -- --email ada@example.com            asks for the password (twice, not shown)
//   printf '%s\n' "$NEW_PASSWORD" | npm run user:password -- --email ada@example.com
// The password is read from standard input, never from the command line (which other users and shell histories
// see). It must pass the same strength check as on the site. On the embedded database stop the app first (PGlite
// is used by one process at a time); on PostgreSQL any time: the running processes sign the user out at once.
import { brandTitleOf } from '@sym/contracts';
import { loadConfig } from '../src/config/index.ts';
import { createDatabase, type DatabaseHandle } from '../src/db/index.ts';
import { selectMailer } from '../src/mail/mailer.ts';
import { OperatorPasswordService } from '../src/modules/auth/operator-password.ts';
import { passwordChangedMail } from '../src/modules/auth/password-notices.ts';
import { PasswordResetRepository } from '../src/modules/auth/password-reset.repository.ts';
import { stopPasswordChecker } from '../src/modules/auth/password-strength-thread.ts';
import { PasswordWriter } from '../src/modules/auth/password-write.ts';
import { SessionCache } from '../src/modules/auth/session-cache.ts';
import { SessionInvalidation } from '../src/modules/auth/session-invalidation.ts';
import { SessionRepository } from '../src/modules/auth/session.repository.ts';
import { UserChanges } from '../src/modules/users/user-changes.ts';
import { UsersRepository } from '../src/modules/users/users.repository.ts';
import { tellApiProcesses } from '../src/realtime/cluster-notice.ts';
import { readPassword } from './read-password.ts';

const USAGE = 'Usage: npm run user:password -- --email <address>   (the new password comes on standard input)';

function emailArgument(args: string[]): string | undefined {
  const [first, second, ...rest] = args;
  if (rest.length > 0) return undefined;
  if (first === '--email' && second) return second;
  if (first?.startsWith('--email=') && !second) return first.slice('--email='.length);
  return undefined;
}

const email = emailArgument(process.argv.slice(2));
if (!email) {
  console.error(USAGE);
  process.exit(2);
}
const password = await readPassword();
if (!password) {
  if (password === '') console.error('No password given on standard input; nothing changed.');
  process.exit(1);
}

/**
 * What the command needs of the app, and no more (the full composition root would load every module): the
 * password writer, and the invalidation that tells running API processes.
 */
function composeOperatorTool(database: DatabaseHandle, databaseUrl: string | undefined) {
  const { db } = database;
  const users = new UsersRepository(db, new UserChanges());
  const writer = new PasswordWriter({
    db,
    users,
    sessions: new SessionRepository(db),
    resets: new PasswordResetRepository(db),
  });
  return {
    passwords: new OperatorPasswordService({ users, writer }),
    invalidation: new SessionInvalidation({
      cache: new SessionCache({ ttlMs: 0 }),
      userChanges: new UserChanges(),
      database,
      databaseUrl,
    }),
  };
}

const config = loadConfig();
const database = await createDatabase(config);
try {
  await database.migrate();
  const tool = composeOperatorTool(database, config.DATABASE_URL);
  const outcome = await tool.passwords.setPassword(email, password);
  if (outcome.status === 'unknown-user') {
    console.error(`No user with the e-mail ${email}; nothing changed.`);
    process.exitCode = 1;
  } else if (outcome.status === 'refused') {
    const { message, code, feedback } = outcome.refusal;
    const why = [feedback?.warning, ...(feedback?.suggestions ?? [])].filter(Boolean).join(', ');
    console.error(`Refused (${code}): ${message}${why ? ` [zxcvbn: ${why}]` : ''}. Nothing changed.`);
    process.exitCode = 1;
  } else {
    const { user, endedSessionIds } = outcome;
    // The running API processes forget the user's cached sessions and drop their sockets (PostgreSQL; on the
    // embedded database the app is stopped, so nothing holds them).
    await tool.invalidation.publish({ userId: user.id });
    if (config.DATABASE_URL) {
      await tellApiProcesses(
        config,
        database.schemaName,
        endedSessionIds.map((sessionId) => ({ type: 'session.revoked', data: { sessionId, userId: user.id } })),
      );
    }
    console.log(`Password of ${user.email} set. Signed out ${endedSessionIds.length} session(s).`);
    const mailer = selectMailer(config);
    if (mailer.isEnabled) {
      const notice = passwordChangedMail(
        { to: user.email, name: user.name, brand: brandTitleOf(config.APP_TIER), publicUrl: config.PUBLIC_URL },
        { kind: 'operator', at: new Date(), ip: null, userAgent: 'npm run user:password' },
      );
      const isSent = await mailer.send(notice, { info: () => undefined, error: (object) => console.error(object) });
      console.log(isSent ? `Notice sent to ${user.email}.` : 'The notice mail could not be sent (see above).');
      mailer.close();
    }
  }
} finally {
  await stopPasswordChecker();
  await database.close();
}
