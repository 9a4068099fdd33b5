import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The temporary relation files an embedded database leaves when its process is killed mid-import
 * (`base/<db>/t<backend>_<relfilenode>…`, and `pgsql_tmp` sort files). PostgreSQL's server deletes
 * them at start; the embedded one does not, so 25 killed imports left 81 MB. Called only while this
 * process holds the DATA_DIR lock, when no other process can be using them. Returns bytes removed.
 */
export function removeOrphanedTempFiles(dataDir: string): number {
  let removed = 0;
  const remove = (file: string) => {
    try {
      removed += statSync(file).size;
      rmSync(file, { recursive: true, force: true });
    } catch {
      // already gone
    }
  };
  const list = (folder: string): string[] => {
    try {
      return readdirSync(folder);
    } catch {
      return []; // a new folder, or not a folder: nothing to tidy
    }
  };
  const base = path.join(dataDir, 'base');
  for (const database of list(base)) {
    const folder = path.join(base, database);
    for (const file of list(folder)) {
      if (/^t\d+_\d+/.test(file) || file === 'pgsql_tmp') remove(path.join(folder, file));
    }
  }
  remove(path.join(base, 'pgsql_tmp'));
  return removed;
}
