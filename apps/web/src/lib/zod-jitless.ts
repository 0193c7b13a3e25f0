// Zod compiles object parsers with `new Function` when it may, and its probe for that is itself an eval: under the
// server's Content-Security-Policy (script-src 'self', no 'unsafe-eval') the browser refuses it and reports a
// violation on every page load. The app does not need the compiled parsers, so they are switched off here, before
// any schema is built (Zod reads the setting when a schema is created). The web build resolves every `zod` import
// to this module (vite.config.ts), so whichever chunk first needs a schema loads the setting with Zod, and a page
// that needs no schema loads neither.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
