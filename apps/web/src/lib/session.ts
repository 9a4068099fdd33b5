/**
 * The session token lives in memory only (SPEC section 1): a reload locks the app again and
 * nothing is persisted in storage or cookies.
 */
let token: string | null = null;
const listeners = new Set<() => void>();

export function getSessionToken(): string | null {
  return token;
}

export function setSessionToken(next: string | null): void {
  token = next;
  listeners.forEach((listener) => listener());
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function authHeaders(): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}
