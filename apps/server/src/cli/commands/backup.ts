import { backupDatabase } from '../../db/backup.ts';
import { type Command, oneFile } from '../options.ts';

export const backupCommand: Command = {
  usage: 'backup FILE',
  summary:
    'Write a backup of every account, group, channel, meeting, transcript, summary and alert to FILE (gzip).',
  async run(context, args, out) {
    const file = oneFile(args, 'backup');
    const header = await backupDatabase(context.pool, file, (table, rows) => out(`  ${table}: ${rows} rows`));
    const rows = header.tables.reduce((sum, t) => sum + t.rows, 0);
    out(`Backed up ${header.tables.length} tables (${rows} rows) to ${file}.`);
  },
};
