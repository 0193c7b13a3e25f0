// The administrator's tool of the built-in (self-hosted) payment provider: grants credits to a user, or takes them
// back with a negative amount, as a 'grant' entry of the ledger.
//   npm run credits:grant -w @sym/server -- someone@example.com 500 "Workshop allowance"
// On the embedded database stop the app first (PGlite is used by one process at a time); on PostgreSQL any time.
import { loadConfig } from '../src/config/index.ts';
import { createDatabase } from '../src/db/index.ts';
import { composeRoot } from '../src/composition/root.ts';

const [email, amountText, ...reasonWords] = process.argv.slice(2);
const amount = Number(amountText);
if (!email || !Number.isInteger(amount) || amount === 0) {
  console.error('Usage: grant-credits <email> <whole amount, may be negative> [reason]');
  process.exit(2);
}

const config = loadConfig();
const database = await createDatabase(config);
try {
  await database.migrate();
  const { services, repositories } = composeRoot(config, database);
  const user = await repositories.users.findByEmail(email);
  if (!user) {
    console.error(`No user with the e-mail ${email}`);
    process.exitCode = 1;
  } else {
    const reason = reasonWords.join(' ') || 'Granted by the administrator';
    const credits = await services.generation.credits.grant({ id: user.id, tier: user.tier }, amount, reason);
    console.log(`${email}: ${amount > 0 ? '+' : ''}${amount} credits (${reason}); balance ${credits.balance}`);
  }
} finally {
  await database.close();
}
