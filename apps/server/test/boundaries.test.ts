import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/** The import boundary check of `npm run lint` (scripts/check-boundaries.mjs), on made-up trees. */
const checker = join(import.meta.dirname, '..', '..', '..', 'scripts', 'check-boundaries.mjs');

let root = '';
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function tree(files: Record<string, string>) {
  root = await mkdtemp(join(tmpdir(), 'gavel-boundaries-'));
  for (const [path, source] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), source);
  }
  const result = spawnSync(process.execPath, [checker, root], { encoding: 'utf8' });
  return { status: result.status, errors: result.stderr };
}

const server = (path: string) => `apps/server/src/${path}`;

describe('the import boundary check', () => {
  it('passes imports that go down the server’s levels, or stay on one', async () => {
    const result = await tree({
      [server('routes/search.routes.ts')]: "import { search } from '../services/search.service.ts';",
      [server('services/search.service.ts')]:
        "import { page } from '../search/page.ts';\nimport type { Db } from '../db/database.ts';",
      [server('search/page.ts')]: "import { rows } from '../db/repositories/search.repository.ts';",
      [server('db/repositories/search.repository.ts')]:
        "import { vector } from '../full-text.ts';\nimport { one } from './other.repository.ts';",
      [server('db/full-text.ts')]: "import type { Segment } from '../domain/transcript.ts';",
      [server('domain/transcript.ts')]: 'export interface Segment { text: string }',
      [server('search/page.test.ts')]: "import { app } from '../app.ts';",
    });
    expect(result.errors).toBe('');
    expect(result.status).toBe(0);
  });

  it('fails on an upward import, naming the file, the import and both levels', async () => {
    const result = await tree({
      [server('services/search.service.ts')]: "import { searchRoutes } from '../routes/search.routes.ts';",
      [server('routes/search.routes.ts')]: 'export const searchRoutes = 1;',
      [server('db/repositories/alerts.repository.ts')]:
        "import { cycle } from '../../services/alerts.service.ts';",
      [server('domain/errors.ts')]:
        "import { loadConfig } from '../config.ts';\nimport { db } from '../db/database.ts';",
    });
    expect(result.status).toBe(1);
    expect(result.errors).toContain(
      'apps/server/src/services/search.service.ts: imports ../routes/search.routes.ts (services must not import routes)',
    );
    expect(result.errors).toContain(
      'apps/server/src/db/repositories/alerts.repository.ts: imports ../../services/alerts.service.ts (repositories must not import services)',
    );
    expect(result.errors).toContain(
      'apps/server/src/domain/errors.ts: imports ../db/database.ts (base must not import database)',
    );
    expect(result.errors).not.toContain('config.ts (');
    expect(result.errors).toContain('3 import(s) cross');
  });

  it('fails on a server folder that has no level, and on a web feature that imports another', async () => {
    const result = await tree({
      [server('widgets/thing.ts')]: 'export const thing = 1;',
      'apps/web/src/features/search/SearchPage.tsx': "import { AlertsTable } from '../alerts/AlertsTable';",
      'apps/web/src/features/alerts/AlertsTable.tsx': "import { Button } from '../../components/Button';",
    });
    expect(result.status).toBe(1);
    expect(result.errors).toContain('apps/server/src/widgets/thing.ts: widgets has no level');
    expect(result.errors).toContain(
      'apps/web/src/features/search/SearchPage.tsx: imports ../alerts/AlertsTable (feature:search must not import feature:alerts)',
    );
    expect(result.errors).toContain('2 import(s) cross');
  });
});
