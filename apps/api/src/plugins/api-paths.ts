import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorCodeOf, type ErrorBody } from './errors';

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

type AllowedMethods = { pattern: RegExp; allow: string };

/** A route URL as Fastify registers it (`/api/agents/:id`) as a pattern for a request path. */
function routePattern(url: string): RegExp {
  const parts = url.split(/(:\w+|\*)/).map((part) => {
    if (part === '*') return '.*';
    if (part.startsWith(':')) return '[^/]+';
    return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${parts.join('')}$`);
}

/**
 * The methods each API path has, collected as the routes are registered and compiled once when the
 * app is ready: so a wrong method on a path that exists (PATCH /api/carriers) is told apart from a
 * path that does not, at the cost of a map lookup (and a few patterns for paths with parameters)
 * on requests no route answered. A path of its own wins over a pattern, as in the router.
 */
export class ApiMethods {
  private readonly collected = new Map<string, Set<string>>();
  private exact = new Map<string, string>();
  private patterns: AllowedMethods[] = [];

  add(url: string, method: string | readonly string[]) {
    const methods = this.collected.get(url) ?? new Set<string>();
    for (const one of typeof method === 'string' ? [method] : method) methods.add(one.toUpperCase());
    // Fastify answers HEAD for every GET route.
    if (methods.has('GET')) methods.add('HEAD');
    this.collected.set(url, methods);
  }

  compile() {
    this.exact = new Map();
    this.patterns = [];
    for (const [url, methods] of this.collected) {
      const allow = [...methods].sort().join(', ');
      if (/[:*]/.test(url)) this.patterns.push({ pattern: routePattern(url), allow });
      else this.exact.set(url, allow);
    }
  }

  /** The Allow header of the path of a request URL, or null when no API route has the path. */
  allowed(url: string): string | null {
    const path = url.split('?')[0] ?? '';
    return this.exact.get(path) ?? this.patterns.find(({ pattern }) => pattern.test(path))?.allow ?? null;
  }
}

/** Collects the methods of every /api route registered after this call; compiled when the app is ready. */
export function collectApiMethods(app: FastifyInstance): ApiMethods {
  const methods = new ApiMethods();
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/')) methods.add(route.url, route.method);
  });
  app.addHook('onReady', async () => methods.compile());
  return methods;
}

/**
 * For a request no route answered: a 405 in the one error shape, with the Allow header, when its
 * path exists under another method. Resolves to true when it answered.
 */
export function answerWrongMethod(request: FastifyRequest, reply: FastifyReply, methods: ApiMethods): boolean {
  const allow = methods.allowed(request.url);
  if (allow === null) return false;
  const path = request.url.split('?')[0];
  const body: ErrorBody = {
    message: `${request.method} is not a method of ${path}: it takes ${allow}`,
    code: errorCodeOf(405),
  };
  void reply.status(405).header('allow', allow).send(body);
  return true;
}
