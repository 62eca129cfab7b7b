import { type Command, parse, str } from '../options.ts';

export const addChannelCommand: Command = {
  usage: 'add-channel --name N --locality L --state XX --platform youtube|vimeo|rss --source S [--group N]',
  summary: 'Add a monitored channel, optionally to a group.',
  async run(context, args, out) {
    const { values } = parse(
      args,
      {
        name: { type: 'string' },
        locality: { type: 'string' },
        state: { type: 'string' },
        platform: { type: 'string' },
        source: { type: 'string' },
        group: { type: 'string' },
      },
      ['name', 'locality', 'state', 'platform', 'source'],
    );
    const channel = await context.services.accounts.addChannel({
      name: str(values.name) ?? '',
      locality: str(values.locality) ?? '',
      state: str(values.state) ?? '',
      platform: str(values.platform) ?? '',
      source: str(values.source) ?? '',
      groupName: str(values.group),
    });
    out(`Added channel "${channel.name}" (id ${channel.id}, ${channel.locality}, ${channel.state}).`);
  },
};
