import { z } from 'zod';

export const ZSessionInput = z.object({ code: z.string().max(200).default('') });

/** A session token for the Authorization header, valid until expiresAt (ISO). */
export const ZSession = z.object({ token: z.string(), expiresAt: z.iso.datetime() });
export type TSession = z.infer<typeof ZSession>;

/** SPEC section 1 and 8: the access screen's message for a wrong code. */
export const WRONG_ACCESS_CODE_MESSAGE = 'Incorrect password. Please try again.';
