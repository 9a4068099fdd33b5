/**
 * The session token lives in memory only (SPEC section 1): a reload locks the app again and
 * nothing is persisted in storage or cookies.
 */
let token: string | null = null;
/** Why the app locked itself (the server's 401 message), shown on the access screen until unlocked. */
let lockReason: string | null = null;
const listeners = new Set<() => void>();

export function getSessionToken(): string | null {
  return token;
}

export function setSessionToken(next: string | null): void {
  token = next;
  if (next) lockReason = null;
  listeners.forEach((listener) => listener());
}

export function getLockReason(): string | null {
  return lockReason;
}

/** The fallback when a 401 comes without a readable message. */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Enter the access code to continue.';

/**
 * A 401 while signed in: the session expired (or was revoked). The app returns to the access
 * screen with the server's message; the address stays, so unlocking brings the user back there.
 */
export function expireSession(message: string | undefined): void {
  if (!token) return;
  lockReason = message || SESSION_ENDED_MESSAGE;
  setSessionToken(null);
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function authHeaders(): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}
