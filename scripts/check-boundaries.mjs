#!/usr/bin/env node
// Enforces the one-way imports of the web app (DESIGN §2): shared code (src/lib, src/components)
// imports no feature and not the app; a feature imports no other feature and not the app.
// Prints each offending import and exits 1 if there is any.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'apps', 'web', 'src');

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      yield* files(path);
    } else if (/\.(ts|tsx)$/.test(entry.name)) {
      yield path;
    }
  }
}

/** 'app', 'shared' (src/lib, src/components), or 'feature:<name>' for a path inside src. */
function layerOf(path) {
  const [top, name] = relative(src, path).split(sep);
  // The entry point assembles the whole app, like src/app.
  if (top === 'app' || top === 'main.tsx') {
    return 'app';
  }
  if (top === 'test') {
    return 'test';
  }
  if (top === 'features' && name) {
    return `feature:${name}`;
  }
  return 'shared';
}

const problems = [];
for (const file of files(src)) {
  // Tests may import whatever they exercise, and the test helpers.
  if (/\.test\.tsx?$/.test(file)) {
    continue;
  }
  const from = layerOf(file);
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(
    /(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g,
  )) {
    const specifier = match[1] ?? match[2];
    const to = layerOf(resolve(dirname(file), specifier));
    const allowed =
      from === to ||
      from === 'test' ||
      (from === 'app' && to !== 'test') ||
      (from.startsWith('feature:') && to === 'shared');
    if (!allowed) {
      problems.push(`${relative(root, file)}: imports ${specifier} (${from} must not import ${to})`);
    }
  }
}
for (const problem of problems) {
  console.error(problem);
}
if (problems.length > 0) {
  console.error(`${problems.length} import(s) cross the web app's boundaries.`);
  process.exit(1);
}
