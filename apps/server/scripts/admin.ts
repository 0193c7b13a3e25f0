// The operator's commands (issue 37 item 7): the administration screens' actions at the command line, with the
// same audit entries. Passwords come on standard input (typed twice, hidden, on a terminal), never as arguments.
//   npm run admin -- create-user --email ada@example.com --name "Ada Lovelace" [--admin]
//   npm run admin -- reset-password --email ada@example.com
//   npm run admin -- grant-credits --email ada@example.com --amount 500 [--note "Workshop allowance"]
//   npm run admin -- set-tier --email ada@example.com --tier motionmaker
//   npm run admin -- disable --email ada@example.com        (signs out every session at once)
//   npm run admin -- enable --email ada@example.com
//   npm run admin -- audit [--limit 50]
// On the embedded database stop the app first (PGlite is used by one process at a time); on PostgreSQL any time:
// the running processes forget ended sessions at once.
import { parseArgs } from 'node:util';
import { ADMIN_PAGE_MAX } from '@sym/contracts';
import { composeOperatorCommands } from '../src/composition/operator-commands.ts';
import { composeRoot } from '../src/composition/root.ts';
import { loadConfig } from '../src/config/index.ts';
import { createDatabase } from '../src/db/index.ts';
import { stopPasswordChecker } from '../src/modules/auth/password-strength-thread.ts';
import { asOperatorError, OperatorError, type OperatorOutcome } from '../src/modules/admin/operator-commands.ts';
import { tellApiProcesses } from '../src/realtime/cluster-notice.ts';
import { readPassword } from './read-password.ts';

const USAGE = `Usage: npm run admin -- <command> [options]
  create-user --email <address> --name <name> [--admin]   (password on standard input)
  reset-password --email <address>                         (password on standard input)
  grant-credits --email <address> --amount <n> [--note <text>]
  set-tier --email <address> --tier <sym|motionmaker>
  disable --email <address>
  enable --email <address>
  audit [--limit <n>]`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    admin: { type: 'boolean', default: false },
    amount: { type: 'string' },
    note: { type: 'string' },
    tier: { type: 'string' },
    limit: { type: 'string' },
  },
});
const [command] = positionals;
const need = (value: string | undefined, option: string): string => {
  if (!value) throw new OperatorError(`--${option} is required\n${USAGE}`);
  return value;
};

const config = loadConfig();
const database = await createDatabase(config);
try {
  await database.migrate();
  const root = composeRoot(config, database);
  const commands = composeOperatorCommands(database.db, root);
  const password = async () => {
    const typed = await readPassword();
    if (!typed) throw new OperatorError('No password given; nothing changed.');
    return typed;
  };
  const run = async (): Promise<OperatorOutcome> => {
    switch (command) {
      case 'create-user':
        return commands.createUser({
          email: need(values.email, 'email'),
          name: need(values.name, 'name'),
          isAdmin: values.admin ?? false,
          password: await password(),
        });
      case 'reset-password':
        return commands.setPassword(need(values.email, 'email'), await password());
      case 'grant-credits':
        return commands.grantCredits(
          need(values.email, 'email'),
          Number(need(values.amount, 'amount')),
          values.note ?? 'Granted by the operator',
        );
      case 'set-tier':
        return commands.setTier(need(values.email, 'email'), need(values.tier, 'tier'));
      case 'disable':
      case 'enable':
        return commands.setDisabled(need(values.email, 'email'), command === 'disable');
      case 'audit':
        return commands.auditLog(Math.min(ADMIN_PAGE_MAX, Math.max(1, Number(values.limit ?? 25) || 25)));
      default:
        throw new OperatorError(USAGE);
    }
  };
  const outcome = await run().catch((error: unknown) => {
    throw asOperatorError(error);
  });
  if (outcome.ended) {
    // A new password signs the user out everywhere: the running processes forget the sessions and drop sockets.
    await root.infrastructure.sessionInvalidation.publish({ userId: outcome.ended.userId });
    if (config.DATABASE_URL) {
      await tellApiProcesses(
        config,
        database.schemaName,
        outcome.ended.sessionIds.map((sessionId) => ({
          type: 'session.revoked',
          data: { sessionId, userId: outcome.ended!.userId },
        })),
      );
    }
  }
  console.log(outcome.message);
} catch (error) {
  if (!(error instanceof OperatorError)) throw error;
  console.error(error.message);
  process.exitCode = error.message.startsWith('Usage') || error.message.includes('is required') ? 2 : 1;
} finally {
  await stopPasswordChecker();
  await database.close();
}
