import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import { describeApi } from './harness';

/** A built web app in miniature: index.html and one hashed asset, each with its .br and .gz. */
function miniatureWebDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'agentledger-web-'));
  mkdirSync(path.join(dir, 'assets'));
  const files = {
    'index.html': '<!doctype html><html><body><div id="root"></div></body></html>',
    'assets/index-Ab12Cd34.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), text);
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
  }
  return { dir, files };
}

const web = miniatureWebDir();
afterAll(() => rmSync(web.dir, { recursive: true, force: true }));

describeApi(
  'compressed answers and cached assets',
  ({ app }) => {
    it('sends JSON lists brotli- or gzip-compressed when the client accepts it, and plain otherwise', async () => {
      expect((await app().inject({ method: 'POST', url: '/api/init-companies' })).statusCode).toBe(200);
      const plain = await app().inject({ method: 'GET', url: '/api/carriers' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      const expected = plain.json();
      // A body under 1 KB is not worth compressing; the carriers list with its fields is over it
      // only when there are enough carriers, so ask for a list that is.
      for (let i = 0; i < 20; i++) {
        const created = await app().inject({
          method: 'POST',
          url: '/api/carriers',
          payload: { name: `Carrier number ${i} with a long enough name`, code: `C${i}` },
        });
        expect(created.statusCode, created.body).toBe(200);
      }
      const all = (await app().inject({ method: 'GET', url: '/api/carriers' })).json();
      expect(all.length).toBe(expected.length + 20);

      const br = await app().inject({ method: 'GET', url: '/api/carriers', headers: { 'accept-encoding': 'br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(all);
      expect(br.rawPayload.length).toBeLessThan(JSON.stringify(all).length / 3);

      const gz = await app().inject({ method: 'GET', url: '/api/carriers', headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(all);
    });

    it('serves the built app compressed at build time: hashed assets cached for good, index.html checked every time', async () => {
      const asset = await app().inject({
        method: 'GET',
        url: '/assets/index-Ab12Cd34.js',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(web.files['assets/index-Ab12Cd34.js']);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      for (const url of ['/', '/dashboard', '/agents']) {
        const page = await app().inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['cache-control'], url).toBe('no-cache');
        const body = page.headers['content-encoding'] === 'gzip' ? gunzipSync(page.rawPayload).toString() : page.body;
        expect(body, url).toBe(web.files['index.html']);
      }
    });
  },
  { webDir: web.dir },
);
