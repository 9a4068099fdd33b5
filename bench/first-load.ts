/**
 * First-load JavaScript and CSS: what index.html makes the browser fetch before anything else (its
 * script and the modules and styles it preloads), as built in apps/web/dist, gzip level 9 and brotli
 * as the server sends them (the .gz and .br written at build). Prints each file and the total
 * against the 150 KB gzip target of issue 15.
 *
 *   pnpm run build:web && node_modules/.bin/tsx bench/first-load.ts
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TARGET_KB = 150;
const dist = path.resolve(import.meta.dirname, '..', 'apps/web/dist');

function main() {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  if (files.length === 0) throw new Error('index.html names no script: build the web app first');
  let gzipTotal = 0;
  let brotliTotal = 0;
  for (const file of files) {
    const full = path.join(dist, file);
    const gzip = gzipSync(readFileSync(full), { level: 9 }).length;
    const brotli = existsSync(`${full}.br`) ? statSync(`${full}.br`).size : gzip;
    gzipTotal += gzip;
    brotliTotal += brotli;
    console.log(
      `${(gzip / 1024).toFixed(1).padStart(7)} KB gzip ${(brotli / 1024).toFixed(1).padStart(7)} KB br  ${file}`,
    );
  }
  console.log(
    `first load: ${(gzipTotal / 1024).toFixed(1)} KB gzip, ${(brotliTotal / 1024).toFixed(1)} KB brotli, in ${files.length} files; ` +
      `target ${TARGET_KB} KB gzip: ${(gzipTotal / 1024 / TARGET_KB).toFixed(2)}x of it`,
  );
}

main();
