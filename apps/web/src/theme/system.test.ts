import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultSystem } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { recipes, slotRecipes } from './system';

/**
 * The app's theme carries only some of Chakra's recipes, and a component whose recipe is missing
 * renders unstyled without an error. So: every Chakra component the app imports, with every
 * module it builds on, is read from Chakra's own build for the recipe keys it asks for; each key
 * the default theme styles must be in ours.
 */
const webSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chakraEsm = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')).replace(/cjs$/, 'esm'),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The names the app imports from '@chakra-ui/react'. */
function importedChakraNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(webSource)) {
    for (const [, list] of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]+)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of list!.split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (name) names.add(name);
      }
    }
  }
  return names;
}

/** Chakra's module for each exported name (through `import * as ns from …; export { ns as Name }`). */
function chakraModules(): Map<string, string> {
  const index = readFileSync(path.join(chakraEsm, 'index.js'), 'utf8');
  const namespaces = new Map([...index.matchAll(/import \* as (\S+) from '(\.[^']+)'/g)].map((m) => [m[1]!, m[2]!]));
  const modules = new Map<string, string>();
  for (const [, list, from] of index.matchAll(/export \{([^}]+)\}(?: from '(\.[^']+)')?/g)) {
    for (const part of list!.split(',')) {
      const [local, exported = local] = part.trim().split(/\s+as\s+/);
      const file = from ?? namespaces.get(local!);
      if (file && exported) modules.set(exported.trim(), path.join(chakraEsm, file));
    }
  }
  return modules;
}

/** The recipe keys a Chakra module and the Chakra modules it imports ask for. */
function recipeKeys(entry: string): Set<string> {
  const keys = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !file.startsWith(chakraEsm)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, key] of code.matchAll(/key: "([A-Za-z]+)"/g)) keys.add(key!);
    for (const [, relative] of code.matchAll(/from '(\.[^']+)'/g)) visit(path.resolve(path.dirname(file), relative!));
  };
  visit(entry);
  return keys;
}

describe('the app theme', () => {
  it('has the recipe of every Chakra component the app uses', () => {
    const modules = chakraModules();
    const used = [...importedChakraNames()].filter((name) => modules.has(name));
    expect(used).toEqual(expect.arrayContaining(['Button', 'Dialog', 'Table', 'Checkbox']));
    const needed = new Set(used.flatMap((name) => [...recipeKeys(modules.get(name)!)]));
    const styledByDefault = (key: string) => defaultSystem.isRecipe(key) || defaultSystem.isSlotRecipe(key);
    const ours = new Set([...Object.keys(recipes), ...Object.keys(slotRecipes)]);
    const missing = [...needed].filter((key) => styledByDefault(key) && !ours.has(key));
    expect(missing).toEqual([]);
    // Checkbox draws its tick with the checkmark recipe, found through its imports.
    expect(needed).toContain('checkmark');
  });
});
