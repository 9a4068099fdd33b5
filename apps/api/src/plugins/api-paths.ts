/**
 * Whether a request path, however it is spelled, names something under /api or /trpc: percent-
 * encoding undone (repeatedly, for double encoding), dot segments and repeated slashes resolved,
 * letter case ignored. Used where no route matched, so that an unusual spelling of a protected
 * path is answered as the protected path would be (401 without credentials), never with the app.
 */
export function isApiPath(url: string): boolean {
  let path = url.split('?')[0] ?? '';
  for (let i = 0; i < 4; i++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      break;
    }
    if (decoded === path) break;
    path = decoded;
  }
  const resolved = new URL(path.replace(/\\/g, '/').replace(/\/{2,}/g, '/'), 'http://localhost').pathname;
  return /^\/(api|trpc)(\/|$)/i.test(resolved);
}
