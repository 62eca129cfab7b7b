import { meetingSummary } from '@gavel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { demoMeetings } from './meetings.ts';
import { seedDemoContent } from './seed.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent(t.context);
});
afterAll(() => t.close());

const VOTES = new Set(['Yes', 'No', 'Abstain']);

describe('summaries of the demo meetings', () => {
  it.each(demoMeetings.map((m) => [m.title, m] as const))(
    '%s: valid, with every roll-call vote',
    async (_title, demo) => {
      const { meeting } = await t.context.services.summary.get(demo.videoUrl, '');
      expect(meetingSummary.safeParse(meeting).success).toBe(true);

      // The votes as the demo script has them: each member's answer to the clerk after a motion.
      const expected = demo.segments
        .filter((s) => VOTES.has(s.text))
        .map((s) => ({ voter_name: s.speaker, vote: s.text }));
      const topics = meeting.flatMap((s) => s.topics);
      expect(topics.flatMap((topic) => topic.votes)).toEqual(expected);

      // Each agenda item is a topic of its own, with its five votes and the announced outcome.
      const items = topics.filter((topic) => topic.votes.length > 0);
      expect(items.length).toBe(expected.length / 5);
      for (const item of items) {
        expect(item.topic_name).toMatch(/^Item \d+: /);
        expect(item.votes).toHaveLength(5);
        expect(item.summary_of_topic).toMatch(/[: ]carried (unanimously|\d–\d)( \([^)]*\))?\.$/);
        expect(item.motions).toHaveLength(1);
        expect(item.motions?.[0]?.result).toBe('carried');
        expect(item.motions?.[0]?.votes).toEqual(item.votes);
      }

      // The order of business, and every segment exactly once.
      const sections = meeting.map((s) => s.parliamentary_section_name);
      expect(sections.slice(0, 4)).toEqual([
        'Call to order',
        'Invocation and pledge',
        'Roll call',
        'Approval of minutes and agenda',
      ]);
      expect(sections).toContain('Public comment');
      expect(sections.at(-1)).toBe('Adjournment');
      expect(topics.flatMap((topic) => topic.transcript_segments)).toHaveLength(demo.segments.length);
    },
  );

  it('finds the heated exchanges of the demo meetings', async () => {
    const heated = demoMeetings.filter((m) => m.segments.some((s) => s.text.startsWith('Point of order!')));
    expect(heated.length).toBeGreaterThan(0);
    for (const demo of heated) {
      const { meeting } = await t.context.services.summary.get(demo.videoUrl, '');
      const emotions = meeting.flatMap((s) => s.topics.flatMap((topic) => topic.heightened_emotions));
      expect(emotions.some((e) => e.kind === 'order' && /Point of order/.test(e.description))).toBe(true);
    }
  });
});
