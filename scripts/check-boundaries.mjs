#!/usr/bin/env node
// Keeps imports one way (DESIGN §2), in both apps. Prints each offending import and exits 1 if
// there is any. `node scripts/check-boundaries.mjs [ROOT]` checks the tree under ROOT (default:
// this repository).
//
// The web app: shared code (src/lib, src/components) imports no feature and not the app; a feature
// imports no other feature and not the app.
//
// The server: each top-level folder (or file) of apps/server/src sits on one level, and imports
// only its own level or those below: the edges (entry points, commands, the HTTP app, the worker) over
// routes, over the HTTP helpers and the context, over services, over the pure logic of each
// capability (job definitions included), over repositories, over the database, over the base (domain types, errors,
// configuration, logging, the job queue).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));

function* files(dir) {
  if (!existsSync(dir)) {
    return;
  }
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      yield* files(path);
    } else if (/\.(ts|tsx)$/.test(entry.name)) {
      yield path;
    }
  }
}

/** The relative imports of a file (static and dynamic), with their line numbers. */
function* relativeImports(file) {
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(
    /(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g,
  )) {
    yield match[1] ?? match[2];
  }
}

// Tests may import whatever they exercise, and the test helpers.
const isTest = (file) => /\.test\.tsx?$/.test(file);

const problems = [];

// --- The web app ---------------------------------------------------------------------------

const web = join(root, 'apps', 'web', 'src');

/** 'app', 'shared' (src/lib, src/components), or 'feature:<name>' for a path inside src. */
function webLayerOf(path) {
  const [top, name] = relative(web, path).split(sep);
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

for (const file of files(web)) {
  if (isTest(file)) {
    continue;
  }
  const from = webLayerOf(file);
  for (const specifier of relativeImports(file)) {
    const to = webLayerOf(resolve(dirname(file), specifier));
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

// --- The server ----------------------------------------------------------------------------

const server = join(root, 'apps', 'server', 'src');

/** The server's levels, highest first: a module imports its own level and those below. */
const SERVER_LEVELS = [
  ['edge', ['main.ts', 'app.ts', 'cli', 'worker', 'demo']],
  ['routes', ['routes']],
  ['http', ['http', 'context.ts', 'runtime.ts']],
  ['services', ['services']],
  ['logic', ['alerts', 'auth', 'email', 'embed', 'ingest', 'jobs', 'search', 'summary']],
  ['repositories', ['db/repositories']],
  ['database', ['db']],
  ['base', ['domain', 'config.ts', 'logger.ts', 'background-priority.ts', 'job-queue.ts']],
];
const LEVEL = new Map(
  SERVER_LEVELS.flatMap(([name, entries], i) =>
    entries.map((entry) => [entry, { name, rank: SERVER_LEVELS.length - i }]),
  ),
);

/** The level of a path inside apps/server/src: its top-level entry's (db/repositories apart). */
function serverLevelOf(path) {
  const parts = relative(server, path).split(sep);
  const entry = parts[0] === 'db' && parts[1] === 'repositories' ? 'db/repositories' : parts[0];
  return { entry, level: LEVEL.get(entry) };
}

for (const file of files(server)) {
  if (isTest(file)) {
    continue;
  }
  const from = serverLevelOf(file);
  if (!from.level) {
    problems.push(`${relative(root, file)}: ${from.entry} has no level (add it to SERVER_LEVELS)`);
    continue;
  }
  for (const specifier of relativeImports(file)) {
    const target = resolve(dirname(file), specifier);
    if (relative(server, target).startsWith('..')) {
      continue;
    }
    const to = serverLevelOf(target);
    if (to.level && to.level.rank > from.level.rank) {
      problems.push(
        `${relative(root, file)}: imports ${specifier} (${from.level.name} must not import ${to.level.name})`,
      );
    }
  }
}

for (const problem of problems) {
  console.error(problem);
}
if (problems.length > 0) {
  console.error(`${problems.length} import(s) cross the apps' boundaries.`);
  process.exit(1);
}
