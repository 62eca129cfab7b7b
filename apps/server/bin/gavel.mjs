#!/usr/bin/env node
// `npx gavel <command>`: the admin command, run under Node.js 22.12+ (provisioned if needed).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..');
const child = spawn(
  process.execPath,
  [
    join(root, 'scripts', 'node24.mjs'),
    'node',
    join(here, '..', 'src', 'cli', 'main.ts'),
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
