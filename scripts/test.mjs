#!/usr/bin/env node
// `npm test`: the whole suite: lint, format check, type check, unit and API tests (Vitest, real
// PostgreSQL), then the browser tests (Playwright driving Chromium against the real server).
// Prints one closing line with the test counts and exits non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const only = process.argv.slice(2);
const steps = [
  ['lint', 'npm', ['run', 'lint', '--silent']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
  [
    'unit',
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(results, 'unit.json')}`,
    ],
  ],
  ['build', 'npm', ['run', 'build', '--silent']],
  ['e2e', 'npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts']],
].filter(([name]) => only.length === 0 || only.includes(name));

const failedSteps = [];
for (const [name, command, args] of steps) {
  console.log(`\n==> ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  console.log(
    `==> ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) {
    failedSteps.push(name);
    // Nothing after a failed build can run meaningfully.
    if (name === 'build') {
      break;
    }
  }
}

function counts(file, read) {
  if (!existsSync(file)) {
    return { passed: 0, failed: 0, skipped: 0 };
  }
  try {
    return read(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return { passed: 0, failed: 0, skipped: 0 };
  }
}
const unit = counts(join(results, 'unit.json'), (r) => ({
  passed: r.numPassedTests ?? 0,
  failed: r.numFailedTests ?? 0,
  skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
}));
const e2e = counts(join(results, 'e2e.json'), (r) => ({
  passed: r.stats?.expected ?? 0,
  failed: (r.stats?.unexpected ?? 0) + (r.stats?.flaky ?? 0),
  skipped: r.stats?.skipped ?? 0,
}));

console.log(
  `\nunit and API tests: ${unit.passed} passed, ${unit.failed} failed; browser tests: ${e2e.passed} passed, ${e2e.failed} failed`,
);
if (failedSteps.length > 0) {
  console.log(`failed steps: ${failedSteps.join(', ')}`);
}
const failed = unit.failed + e2e.failed + (failedSteps.length > 0 && unit.failed + e2e.failed === 0 ? 1 : 0);
console.log(
  `tests: ${unit.passed + e2e.passed} passed, ${failed} failed, ${unit.skipped + e2e.skipped} skipped`,
);
process.exit(failedSteps.length > 0 ? 1 : 0);
