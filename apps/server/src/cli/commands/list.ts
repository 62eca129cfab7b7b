import { type Command, parse, UsageError } from '../options.ts';
import { table } from '../output.ts';

export const listCommand: Command = {
  usage: 'list users|groups|channels',
  summary: 'List users, groups or channels.',
  async run(context, args, out) {
    const { positionals } = parse(args, {});
    const what = positionals[0];
    const { users, groups, channels } = context.repositories;
    switch (what ?? '') {
      case 'users':
        table(
          (await users.list()).map((u) => ({
            id: u.id,
            email: u.email,
            name: `${u.first_name} ${u.last_name}`.trim(),
            last_login: u.last_login,
            status: u.must_change_password ? 'must change password' : 'active',
          })),
          out,
        );
        return;
      case 'groups':
        table(await groups.listWithCounts(), out);
        return;
      case 'channels':
        table(await channels.list(), out);
        return;
      default:
        throw new UsageError('list takes one of: users, groups, channels.');
    }
  },
};
