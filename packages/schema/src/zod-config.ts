import { z } from 'zod';

// In a browser zod would probe `new Function('')` to decide whether to compile its parsers, which the
// server's Content-Security-Policy (no 'unsafe-eval') reports as a violation on every screen. The
// probe runs when the first schema is built, so this module is imported before any schema is.
// On the server there is no CSP and the compiled parsers are faster, so they stay.
if ('window' in globalThis) z.config({ jitless: true });
