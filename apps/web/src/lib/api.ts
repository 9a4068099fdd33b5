import { authHeaders, expireSession } from './session';

/**
 * Plain HTTP for what tRPC does not carry (multipart uploads, the access code). SPEC section 8:
 * a non-OK response becomes an error whose message is "status: body".
 */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, { ...init, headers: { ...authHeaders(), ...(init.headers ?? {}) } });
  const text = await response.text();
  if (!response.ok) {
    if (response.status === 401) expireSession(messageOf(text));
    throw httpError(response, text);
  }
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * SPEC section 8: a refused request as an error whose message is "status: body", logged to the
 * console, carrying the status and the server's message for the toast.
 */
export function httpError(response: Response, text: string): Error & { status: number; serverMessage?: string } {
  const error = new Error(`${response.status}: ${text || response.statusText}`);
  console.error(error);
  return Object.assign(error, { status: response.status, serverMessage: messageOf(text) });
}

/** The human `message` of a JSON error body, if there is one. */
export function messageOf(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : undefined;
  } catch {
    return undefined;
  }
}

/** The server's message of a failed call (tRPC or apiFetch), or the fallback text of SPEC section 8. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object') {
    const serverMessage = (error as { serverMessage?: unknown }).serverMessage;
    if (typeof serverMessage === 'string' && serverMessage) return serverMessage;
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}
