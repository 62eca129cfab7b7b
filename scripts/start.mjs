#!/usr/bin/env node
// `npm start`: installs dependencies if needed, builds the web app when its sources changed,
// then runs Gavel (API and worker in one process, embedded PostgreSQL unless DATABASE_URL).
// Extra arguments pass through to the server, e.g. `npm start -- --service api`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') {
      continue;
    }
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function step(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    process.exit(result.status ?? 1);
  }
}

if (!existsSync(join(root, 'node_modules', '.package-lock.json'))) {
  console.log('Installing dependencies (npm ci)...');
  step('npm', ['ci']);
}

const builtIndex = join(root, 'apps', 'web', 'dist', 'index.html');
const sources = Math.max(
  newestMtime(join(root, 'apps', 'web')),
  newestMtime(join(root, 'packages', 'contract', 'src')),
);
if (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < sources) {
  console.log('Building the web app...');
  step('npm', ['run', 'build', '--silent']);
}

const server = spawn(
  process.execPath,
  [join(root, 'apps', 'server', 'src', 'main.ts'), ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
