import type { ChannelItem } from '@gavel/contract';

/**
 * The channels to offer (spec §5 Channel search): not already in the group, matching the text by
 * name case-insensitively, or, without text, of the chosen state; sorted by name.
 */
export function availableChannels(
  channels: ChannelItem[],
  inGroup: ReadonlySet<number>,
  text: string,
  state: string | null,
): ChannelItem[] {
  const needle = text.trim().toLowerCase();
  return channels
    .filter((channel) => !inGroup.has(channel.id))
    .filter((channel) =>
      needle !== '' ? channel.name.toLowerCase().includes(needle) : state ? channel.state === state : false,
    )
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id);
}

/** The states that have channels, sorted. */
export function channelStates(channels: ChannelItem[]): string[] {
  return [...new Set(channels.map((channel) => channel.state))].sort();
}
