import { type Command, parse, str } from '../options.ts';

export const createGroupCommand: Command = {
  usage: 'create-group --name N',
  summary: 'Create a group (a newsroom).',
  async run(context, args, out) {
    const { values } = parse(args, { name: { type: 'string' } }, ['name']);
    const group = await context.services.accounts.createGroup(str(values.name) ?? '');
    out(`Created group "${group.name}" (id ${group.id}).`);
  },
};
