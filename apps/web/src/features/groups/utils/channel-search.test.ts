import { describe, expect, it } from 'vitest';
import { availableChannels, channelStates } from './channel-search';

const channels = [
  { id: 1, name: 'Knox County Commission', state: 'TN' },
  { id: 2, name: 'city of knoxville', state: 'TN' },
  { id: 3, name: 'Akron City Council', state: 'OH' },
  { id: 4, name: 'Knox Schools', state: 'TN' },
];

describe('availableChannels', () => {
  it('matches by name case-insensitively, hides channels in the group, sorts by name', () => {
    const found = availableChannels(channels, new Set([4]), 'KNOX', null);
    expect(found.map((c) => c.id)).toEqual([2, 1]);
  });

  it('without text lists the channels of the chosen state, and nothing without a state', () => {
    expect(availableChannels(channels, new Set(), '  ', 'OH').map((c) => c.id)).toEqual([3]);
    expect(availableChannels(channels, new Set(), '', null)).toEqual([]);
  });

  it('lists the states that have channels', () => {
    expect(channelStates(channels)).toEqual(['OH', 'TN']);
  });
});
