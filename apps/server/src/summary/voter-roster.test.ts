import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEETINGS_DIR, meetingSegments } from '../../../../scripts/eval/corpus.ts';
import { summarizeOffline } from './offline.ts';
import { sameSurname, voterRoster } from './voter-roster.ts';

/**
 * Members' surnames as live captions garble them, spelled as the meeting's roster has them. The
 * excerpts are real, read from the evaluation set (scripts/eval/meetings, sources in
 * scripts/eval/sources.md).
 */
/** The segments of an evaluation meeting from one time to another (seconds). */
async function excerpt(file: string, from = 0, to = Infinity) {
  const segments = meetingSegments(file, await readFile(join(MEETINGS_DIR, file), 'utf8'));
  return segments.filter((s) => s.start_seconds >= from && s.start_seconds <= to);
}

const summarize = async (file: string, from?: number, to?: number) =>
  summarizeOffline({ videoUrl: 'https://example.org/v', segments: await excerpt(file, from, to) });

describe('voter roster', () => {
  it('never names a topic after the members named in the votes read out', async () => {
    // A school board voting on screens, each result read out with the directors' names; the
    // topic at 02:14:04 was named "Directors Finch and Lingo; Central office".
    const topic = (await summarize('iowa-city-csd-board-2026-03-24-regular.json'))
      .flatMap((s) => s.topics)
      .find((t) => t.start_timecode === '02:14:04');
    expect(topic?.topic_name).toMatch(/Central office/);
    expect(topic?.topic_name).not.toMatch(/Finch|Lingo/);
  });

  it('never names a topic after the members its roll calls call', async () => {
    // Three roll calls (the minutes, the agenda, a report accepted) from 00:03:40, in which
    // "President Payne" is the phrase said most.
    const names = (await summarize('minneapolis-council-2025-02-13.vtt', 220, 340)).flatMap((s) =>
      s.topics.map((t) => t.topic_name),
    );
    expect(names).toContain('Approval of minutes and agenda');
    expect(names.filter((n) => /Payne|Chughtai|Cashman|Wonsley/.test(n))).toEqual([]);
  });

  it('spells a surname the captions cut short as the roll calls of the same meeting spell it', async () => {
    // Four roll calls from 00:53:52, in which the clerk calls "Council member Palmisano" three
    // times and once, as captioned, "Council member Palmisa".
    const voters = (await summarize('minneapolis-council-2024-05-23.vtt', 3232, 3364))
      .flatMap((s) => s.topics)
      .flatMap((t) => [...t.votes, ...(t.motions ?? []).flatMap((m) => m.votes)])
      .map((v) => v.voter_name);
    expect(voters.filter((n) => n.endsWith(' Palmisano')).length).toBeGreaterThanOrEqual(8);
    expect(voters.filter((n) => /Palmisa$/.test(n))).toEqual([]);
  });

  it.each([
    // Live captions typing a syllable twice, cutting a name short or dropping its first letters
    // (minneapolis-council-2024-05-23, -2024-02-22, -2025-01-30).
    ['chchowdhury', 'chowdhury'],
    ['palalmisano', 'palmisano'],
    ['rainvilille', 'rainville'],
    ['wonsnsley', 'wonsley'],
    ['palmisa', 'palmisano'],
    ['jenns', 'jenkins'],
    ['nkins', 'jenkins'],
    ['rainvle', 'rainville'],
    ['kosk', 'koski'],
    // One letter heard otherwise in a long name (fairfax-council-jan-13-2026).
    ['mcquillen', 'mcquillan'],
  ])('takes %s for a garbled %s', (heard, name) => {
    expect(sameSurname(heard, name)).toBe(true);
    expect(sameSurname(name, heard)).toBe(true);
  });

  it.each([
    // Two commissioners of Knox County (scripts/eval/summary-labels.json): letters dropped in two
    // places make two names, not one garbled; so does a short name with a letter more in front.
    ['anders', 'saunders'],
    ['amos', 'ramos'],
    ['kos', 'koski'],
    ['hall', 'hill'],
    ['jones', 'johnson'],
  ])('keeps %s and %s apart', (a, b) => {
    expect(sameSurname(a, b)).toBe(false);
  });

  it('calls a member whose title the captions garbled as the member is most often called, and leaves a bare surname bare', () => {
    // "President Payne." sixteen times and once "Presint Payne." (minneapolis-council-2024-02-22, 00:46:15).
    const vote = (voter_name: string) => ({ voter_name, vote: 'Yes' as const });
    const roster = voterRoster(
      ['President Payne', 'President Payne', 'Payne', 'Presint Payne', 'Council Member Robin Wonsley'].map(
        vote,
      ),
    );
    expect(roster.vote(vote('Presint Payne')).voter_name).toBe('President Payne');
    expect(roster.vote(vote('Payne')).voter_name).toBe('Payne');
    expect(roster.vote(vote('Council Member Robin Wonsley')).voter_name).toBe('Council Member Robin Wonsley');
  });

  it('respells a vote only from a name heard at least three times, and never into a second vote of one roll call', () => {
    const vote = (voter_name: string) => ({ voter_name, vote: 'Yes' as const });
    const heard = ['Saunders', 'Saunders', 'Palmisano', 'Palmisano', 'Palmisano', 'Palmisa'].map(vote);
    const roster = voterRoster(heard);
    expect(roster.vote(vote('Council Member Palmisa')).voter_name).toBe('Council Member Palmisano');
    expect(roster.vote(vote('Commissioner Saunder')).voter_name).toBe('Commissioner Saunder');
    const run = {
      kind: 'vote' as const,
      time: 0,
      end: 10,
      first: 0,
      last: 3,
      votes: [vote('Council Member Palmisano'), vote('Council Member Palmisa')],
      parts: [{ voter_name: 'Council Member Palmisa', parts: [] }],
      members: 2,
      yes: 2,
      no: 0,
    };
    expect(roster.rollCall(run).votes.map((v) => v.voter_name)).toEqual([
      'Council Member Palmisano',
      'Council Member Palmisa',
    ]);
    const alone = roster.rollCall({ ...run, votes: [vote('Council Member Palmisa')] });
    expect(alone.votes[0]?.voter_name).toBe('Council Member Palmisano');
    expect(alone.parts[0]?.voter_name).toBe('Council Member Palmisano');
  });
});
