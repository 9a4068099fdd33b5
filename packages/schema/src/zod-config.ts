import { z } from 'zod';
import { plainZodMessage } from './zodMessages';

// In a browser zod would probe `new Function('')` to decide whether to compile its parsers, which the
// server's Content-Security-Policy (no 'unsafe-eval') reports as a violation on every screen. The
// probe runs when the first schema is built, so this module is imported before any schema is.
// On the server there is no CSP and the compiled parsers are faster, so they stay.
if ('window' in globalThis) z.config({ jitless: true });

// zod's own messages in plain words ("must have at most 500 items", "is required"), wherever a
// schema does not set its own: on REST, tRPC and the screens alike (zodMessages.ts).
z.config({ customError: plainZodMessage });
