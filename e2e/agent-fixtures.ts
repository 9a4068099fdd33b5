import type { Page } from 'playwright-core';
import { ACCESS_CODE } from './harness';

/** REST calls with a session token from POST /api/session, to set up data the way a script would. */
export async function restClient(url: string) {
  const response = await fetch(`${url}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code: ACCESS_CODE }),
  });
  if (!response.ok) throw new Error(`session: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${url}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };
}

export type RestCall = Awaited<ReturnType<typeof restClient>>;

/** A file posted as the screens post it (multipart field `file`) with a session token; answers the response. */
export async function postFile(url: string, path: string, file: Blob, filename: string): Promise<Response> {
  const session = await fetch(`${url}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code: ACCESS_CODE }),
  });
  const { token } = (await session.json()) as { token: string };
  const form = new FormData();
  form.append('file', file, filename);
  return fetch(`${url}/api${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
}

/** Resolves when the page's open/close animations have finished, so a screenshot shows the settled screen. */
export async function settled(page: Page) {
  // A string: the e2e project compiles without the DOM library.
  await page.evaluate('Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)))');
}
