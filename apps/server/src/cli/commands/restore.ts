import { restoreDatabase } from '../../db/backup.ts';
import { type Command, oneFile } from '../options.ts';

export const restoreCommand: Command = {
  usage: 'restore FILE',
  summary: 'Load a backup into a fresh database (a new DATA_DIR or DATABASE_URL), all or nothing.',
  async run(context, args, out) {
    const file = oneFile(args, 'restore');
    const header = await restoreDatabase(context.pool, file, (table, rows) =>
      out(`  ${table}: ${rows} rows`),
    );
    out(`Restored the backup of ${header.created_at} from ${file}.`);
  },
};
