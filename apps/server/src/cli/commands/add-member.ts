import { type Command, parse, str } from '../options.ts';

export const addMemberCommand: Command = {
  usage: 'add-member --group N --email E [--admin]',
  summary: 'Add a user to a group, optionally as its admin.',
  async run(context, args, out) {
    const { values } = parse(
      args,
      { group: { type: 'string' }, email: { type: 'string' }, admin: { type: 'boolean' } },
      ['group', 'email'],
    );
    const admin = values.admin === true;
    await context.services.accounts.addMember(str(values.group) ?? '', str(values.email) ?? '', admin);
    out(
      `Added ${String(values.email).toLowerCase()} to "${String(values.group)}"${admin ? ' as an admin' : ''}.`,
    );
  },
};
