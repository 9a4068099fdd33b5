// The worker's entry point, in plain JavaScript: it registers tsx's loader in this thread, then
// runs the TypeScript parser — the same sources under npm start, vitest and the benchmarks.
import { register } from 'tsx/esm/api';

register();
await import('./parse-worker.ts');
