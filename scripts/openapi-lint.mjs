// Lints the server's OpenAPI document with @redocly/cli (recommended rules, redocly.yaml): builds
// it with buildOpenApiDocument() (apps/api/src/plugins/openapi.ts, loaded through tsx), writes it to
// a temporary file and runs `redocly lint` on it. Exits with redocly's status: errors fail,
// warnings do not. Offline: telemetry and the update check are off.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

const root = path.join(import.meta.dirname, '..');
const { buildOpenApiDocument } = await tsImport(path.join(root, 'apps/api/src/plugins/openapi.ts'), import.meta.url);
const dir = mkdtempSync(path.join(tmpdir(), 'openapi-lint-'));
const file = path.join(dir, 'openapi.json');
writeFileSync(file, JSON.stringify(buildOpenApiDocument(), null, 2));
const result = spawnSync(
  path.join(root, 'node_modules/.bin/redocly'),
  ['lint', file, '--config', path.join(root, 'redocly.yaml'), '--format', 'stylish'],
  {
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
);
rmSync(dir, { recursive: true, force: true });
process.exit(result.status ?? 1);
