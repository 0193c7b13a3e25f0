// Zod compiles object parsers with `new Function` when it may, and its probe for that is itself an eval: under the
// server's Content-Security-Policy (script-src 'self', no 'unsafe-eval') the browser refuses it and reports a
// violation on every page load. The app does not need the compiled parsers, so they are switched off here, before
// any schema is built (Zod reads the setting when a schema is created): main.tsx imports this module first.
import { z } from 'zod';

z.config({ jitless: true });
