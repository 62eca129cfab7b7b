import { afterAll, describe, expect, it } from 'vitest';
import { summarizeOffline } from './offline.ts';
import { offlineSummaryThread } from './offline-pool.ts';
import { offlineSummarizer, offlineSummarizerForRequest } from './summarizer.ts';
import type { SourceSegment, SummaryInput } from './transcript.ts';

/** A long meeting: a call to order, agenda items with motions and roll calls, adjournment. */
function meeting(items: number): SummaryInput {
  const lines = ['I call this meeting of the city council to order.', 'The clerk will call the roll.'];
  for (let i = 1; i <= items; i += 1) {
    lines.push(
      `The next item on the agenda is resolution ${i} about the sidewalk on street number ${i}.`,
      'Residents asked for safer crossings near the school and the park.',
      'Is there a motion to approve? So moved. Second.',
      'All in favor say aye. Aye. The motion carries.',
    );
  }
  lines.push('Motion to adjourn. We are adjourned.');
  const segments: SourceSegment[] = lines.map((text, i) => ({
    start_seconds: i * 6,
    end_seconds: i * 6 + 6,
    speaker: null,
    text,
  }));
  return { videoUrl: 'https://www.youtube.com/watch?v=pool', title: 'Regular Meeting', segments };
}

const thread = offlineSummaryThread();
afterAll(() => thread.close());

describe('the offline summary thread', () => {
  it('gives exactly what the summariser gives on the calling thread', async () => {
    const input = meeting(40);
    expect(await thread.summarize(input)).toEqual(summarizeOffline(input));
  });

  it('answers each of several meetings asked at once with its own summary', async () => {
    const inputs = [meeting(3), meeting(12), meeting(1)];
    const answers = await Promise.all(inputs.map((input) => thread.summarize(input)));
    expect(answers).toEqual(inputs.map((input) => summarizeOffline(input)));
  });

  it('leaves the event loop turning while it works', async () => {
    // On the calling thread the summary would be ready before any timer could run.
    const first = await Promise.race([
      thread.summarize(meeting(300)).then(() => 'summary'),
      new Promise<string>((resolve) => setImmediate(() => resolve('event loop'))),
    ]);
    expect(first).toBe('event loop');
  });

  it('refuses work still waiting when closed, and starts again on the next call', async () => {
    const own = offlineSummaryThread();
    const running = expect(own.summarize(meeting(200))).rejects.toThrow('closed');
    const waiting = expect(own.summarize(meeting(2))).rejects.toThrow('closed');
    await own.close();
    await Promise.all([running, waiting]);
    expect(await own.summarize(meeting(2))).toEqual(summarizeOffline(meeting(2)));
    await own.close();
  });

  it('answers a waiting request on a thread of its own, not behind the background summaries', async () => {
    const finished: string[] = [];
    const background = offlineSummarizer.summarize(meeting(400)).then(() => finished.push('background'));
    const waiting = offlineSummarizerForRequest.summarize(meeting(1)).then(() => finished.push('request'));
    await Promise.all([background, waiting]);
    expect(finished).toEqual(['request', 'background']);
  });
});
