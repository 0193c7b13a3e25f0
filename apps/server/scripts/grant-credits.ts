// The administrator's tool of the built-in (self-hosted) payment provider: grants credits to a user, or takes them
// back with a negative amount, as a 'grant' entry of the ledger. With --team it funds a team's shared account.
//   npm run credits:grant -w @sym/server -- someone@example.com 500 "Workshop allowance"
//   npm run credits:grant -w @sym/server -- --team <team id> 2000 "Studio allowance"
// On the embedded database stop the app first (PGlite is used by one process at a time); on PostgreSQL any time.
import { loadConfig } from '../src/config/index.ts';
import { createDatabase } from '../src/db/index.ts';
import { composeRoot } from '../src/composition/root.ts';
import { AppError } from '../src/errors/app-error.ts';
import { isUuid } from '../src/modules/scenarios/scenario.repository.ts';

const args = process.argv.slice(2);
const isTeam = args[0] === '--team';
const [target, amountText, ...reasonWords] = isTeam ? args.slice(1) : args;
const amount = Number(amountText);
if (!target || !Number.isInteger(amount) || amount === 0) {
  console.error('Usage: grant-credits <email> | --team <team id>  <whole amount, may be negative> [reason]');
  process.exit(2);
}

const config = loadConfig();
const database = await createDatabase(config);
try {
  await database.migrate();
  const { services, repositories } = composeRoot(config, database);
  const reason = reasonWords.join(' ') || 'Granted by the administrator';
  if (isTeam) {
    if (!isUuid(target)) throw new AppError('NOT_FOUND');
    // The entry is recorded under the team's owner: the script acts for no user.
    const credits = await services.generation.teamCredits.grantToTeam(target, amount, reason, null);
    console.log(`team ${target}: ${amount > 0 ? '+' : ''}${amount} credits (${reason}); balance ${credits.balance}`);
  } else {
    const user = await repositories.users.findByEmail(target);
    if (!user) {
      console.error(`No user with the e-mail ${target}`);
      process.exitCode = 1;
    } else {
      const credits = await services.generation.credits.grant({ id: user.id, tier: user.tier }, amount, reason);
      console.log(`${target}: ${amount > 0 ? '+' : ''}${amount} credits (${reason}); balance ${credits.balance}`);
    }
  }
} catch (error) {
  if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
  console.error(`No team ${target}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
