// Prints the settings table of the README from the config schema: `node --import tsx apps/server/scripts/print-settings.ts`.
import { describeSettings } from '../src/config/settings.ts';

console.log('| setting | default | what it does |');
console.log('|---|---|---|');
for (const setting of describeSettings()) {
  console.log(`| \`${setting.name}\` | ${setting.default} | ${setting.description} |`);
}
