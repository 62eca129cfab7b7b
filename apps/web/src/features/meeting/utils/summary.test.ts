import { meetingSummary } from '@gavel/contract';
import { describe, expect, it } from 'vitest';
import { summaryFixture } from '../../../test/summary-fixtures';
import {
  emotionLabelled,
  sectionIndexAt,
  summarySpeakerLabel,
  topicAt,
  topicFacts,
  topicKey,
  voteTally,
} from './summary';

const summary = summaryFixture();

describe('meeting summary helpers', () => {
  it('uses a summary the contract accepts', () => {
    expect(meetingSummary.safeParse(summary).success).toBe(true);
  });

  it('finds the section of a moment by the start and end timecodes', () => {
    expect(sectionIndexAt(summary, 30)).toBe(0);
    expect(sectionIndexAt(summary, 59)).toBe(0);
    expect(sectionIndexAt(summary, 60)).toBe(1);
    expect(sectionIndexAt(summary, 119)).toBe(1);
    expect(sectionIndexAt(summary, 200)).toBe(2);
    // Before the first section and after the last one: the nearest section.
    expect(sectionIndexAt(summary, 0)).toBe(0);
    expect(sectionIndexAt(summary, 10_000)).toBe(2);
    expect(sectionIndexAt([], 10)).toBe(-1);
  });

  it('finds the topic of a moment', () => {
    expect(topicAt(summary, 95)).toEqual({ section: 1, topic: 1 });
    expect(topicAt(summary, 61)).toEqual({ section: 1, topic: 0 });
    expect(topicAt(summary, 190)).toEqual({ section: 2, topic: 0 });
    expect(topicAt([], 190)).toBeNull();
    expect(topicKey({ section: 2, topic: 0 })).toBe('topic-2-0');
  });

  it('counts the votes in the usual order', () => {
    expect(voteTally(summary[2]!.topics[0]!.votes)).toBe('Yes 3 · No 2');
    expect(
      voteTally([
        { voter_name: 'A', vote: 'Abstain' },
        { voter_name: 'B', vote: 'Yes' },
      ]),
    ).toBe('Yes 1 · Abstain 1');
    expect(voteTally([])).toBe('');
  });

  it('names the speaker from {name} or {raw}', () => {
    expect(summarySpeakerLabel({ name: 'Mayor Dana Whitfield' })).toBe('Mayor Dana Whitfield');
    expect(summarySpeakerLabel({ raw: 'SPEAKER 2' })).toBe('SPEAKER 2');
    expect(summarySpeakerLabel({ raw: null })).toBe('Unknown Speaker');
  });

  it('sums up a topic in a line', () => {
    expect(topicFacts(summary[2]!.topics[0]!)).toBe('Duration 00:02:00 · 5 votes · 1 heightened moment');
    expect(topicFacts(summary[0]!.topics[0]!)).toBe('Duration 00:00:10');
  });

  it('knows when a description already names what was detected', () => {
    expect(emotionLabelled('Call for order: "Order!"', 'order')).toBe(true);
    expect(emotionLabelled('The chair bangs the gavel.', 'order')).toBe(false);
  });
});
