import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEETINGS_DIR, meetingSegments } from '../../../../scripts/eval/corpus.ts';
import { summarizeOffline } from './offline.ts';
import { sameSurname, voterRoster } from './voter-roster.ts';

/**
 * Members' surnames as live captions garble them, spelled as the meeting's roster has them. The
 * excerpt is real: minneapolis-council-2024-05-23, 00:53:52, from the evaluation set
 * (scripts/eval/meetings, sources in scripts/eval/sources.md), four roll calls in which the clerk
 * calls "Council member Palmisano" three times and once, as captioned, "Council member Palmisa".
 */
const FOUR_ROLL_CALLS: [number, string][] = [
  [3232.629, 'Is there a second?'],
  [3233.462, 'Second.'],
  [3236.165, 'Council member Ellison.'],
  [3240.603, 'Aye.'],
  [3240.87, 'Councncil member Koski is absent. Council Robin Wonsley.'],
  [3243.873, 'Aye.'],
  [3244.14, 'Council member Jenkins.'],
  [3246.008, 'Aye.'],
  [3246.275, 'Council member Palmisano.'],
  [3248.478, 'Aye.'],
  [3248.745, 'Council member Chowdhury.'],
  [3249.645, 'Aye.'],
  [3249.912, 'Council Cashman.'],
  [3251.08, 'Aye.'],
  [3251.347, 'Council member Osman.'],
  [3252.648, 'Aye.'],
  [3252.948, 'Council Rainville.'],
  [3256.552, 'Aye.'],
  [3256.852, 'Vice-president Chughtai.'],
  [3257.82, 'Aye.'],
  [3258.087, 'President Payne.'],
  [3258.554, 'There are 12 ayes.'],
  [3274.237, 'May I haveve a motion to adot the agenda? Clerk,lease call the roll.'],
  [3279.575, 'Council member Ellison.'],
  [3280.377, 'Aye.'],
  [3281.01, 'Council member Koski is absent. Council member Wonsley.'],
  [3285.981, 'Aye.'],
  [3286.248, 'Council member Jenkins.'],
  [3286.882, 'Aye.'],
  [3287.149, 'Council member Palmisano.'],
  [3287.75, 'Aye.'],
  [3288.017, 'Council membeber Chowdhury.'],
  [3288.651, 'Aye.'],
  [3288.918, 'Council Cashman.'],
  [3289.351, 'Aye.'],
  [3289.618, 'Council member Osman.'],
  [3290.152, 'Aye.'],
  [3293.623, 'Council member Rainville.'],
  [3296.359, 'Aye.'],
  [3300.263, 'Council member Chavez.'],
  [3300.796, 'Aye.'],
  [3301.063, 'Vice-president Chughtai.'],
  [3301.664, 'Aye.'],
  [3301.931, 'Preresident Payne.'],
  [3303.132, 'There are 12 ayes.'],
  [3303.633, 'That carriries. The agenda s adopted as amended. May I have that motion please?'],
  [3308.604, 'Clerk, please cl the roll.'],
  [3311.574, 'Council member Ellison.'],
  [3312.141, 'Aye.'],
  [3314.644, 'Council member Wonsley.'],
  [3315.211, 'Aye.'],
  [3315.478, 'Council member j Jenkins.'],
  [3316.112, 'Aye.'],
  [3316.379, 'Council member Palmisa.'],
  [3316.98, 'Aye.'],
  [3317.247, 'Council member Chowdhury.'],
  [3317.881, 'Aye.'],
  [3318.147, 'Council Cashman.'],
  [3318.615, 'Aye.'],
  [3318.882, 'Council member Osman.'],
  [3319.415, 'Aye.'],
  [3319.816, 'Council member Rainville.'],
  [3320.549, 'Aye.'],
  [3320.816, 'Council member Chavez.'],
  [3321.885, 'Aye.'],
  [3333.93, 'Council member Vetaw.'],
  [3334.43, 'Aye.'],
  [3334.664, 'Council member Koski.'],
  [3335.164, 'Aye.'],
  [3335.431, 'Vice-president Chughtai.'],
  [3336.032, 'Aye.'],
  [3336.299, 'President Payne.'],
  [3336.766, 'There are 12 ayes.'],
  [3340.169, 'The clerk will call the roll.'],
  [3342.038, 'Council member Ellison.'],
  [3342.605, 'Aye.'],
  [3342.872, 'Council member Wonsley.'],
  [3343.439, 'Aye.'],
  [3346.809, 'Council member Jenkins.'],
  [3347.41, 'Aye.'],
  [3347.677, 'Council member Palmisano.'],
  [3348.277, 'Aye.'],
  [3348.544, 'Council member Chowdhury.'],
  [3349.178, 'Aye..'],
  [3349.678, 'Council Cashman.'],
  [3350.145, 'Aye.'],
  [3351.113, 'Councncil member Osman.'],
  [3351.68, 'Aye.'],
  [3352.114, 'Council member Rainville.'],
  [3353.015, 'Aye.'],
  [3353.682, 'Council member Chavez.'],
  [3354.65, 'Aye.'],
  [3355.118, 'Council member Vetaw.'],
  [3355.952, 'Aye.'],
  [3356.453, 'Council member Koski.'],
  [3359.122, 'Aye.'],
  [3359.389, 'Vice-president Chughtai.'],
  [3359.989, 'Aye.'],
  [3360.256, 'President Payne.'],
  [3362.925, 'There are 13 ayes.'],
];

const summarize = (said: [number, string][]) =>
  summarizeOffline({
    videoUrl: 'https://example.org/v',
    segments: said.map(([start, text]) => ({ start_seconds: start, end_seconds: null, speaker: null, text })),
  });

/**
 * Three roll calls of minneapolis-council-2025-02-13 from 00:03:40 (the minutes, the agenda, a
 * report accepted), in which "President Payne" is the phrase said most.
 */
const MINUTES_ROLL_CALLS: [number, string][] = [
  [
    223.056,
    'Jenkins, aye. Lmisano, aye. Chowdhury, aye. Vice president Chughtai, aye. President Payne, aye.',
  ],
  [229.729, 'There are 12 yays.'],
  [
    231.164,
    'That carries and that motion is added to the agenda. Next I will recognize council member Cashman.',
  ],
  [
    240.807,
    "I've just been told by the clerk that I can add this to item 9 and I don't need to amend the agenda.",
  ],
  [248.147, 'Sound good.'],
  [250.55, 'I will then ask for a motion to adopt the agenda as amended.'],
  [259.359, 'Council member Cashman, aye. Osman, ya I yay. Rainville, aye. Chavez, aye.'],
  [264.831, 'Vetaw, aye. Ellison is absent. Koski, aye. Wonsley, aye.'],
  [271.938, 'Nkins, aye. Palmisano, aye. Chowdhury, aye. Chughtai, aye. President Payne, aye.'],
  [278.945, 'There are 12 aye yays.'],
  [280.813, 'That carries and the agenda is adopted. The next item is acceptance of g of January 30.'],
  [286.853, 'I would entertain a motion to accept the minutes.'],
  [288.755, 'So moved.'],
  [289.522, 'A second.'],
  [290.623, 'Cashman, aye. Osman, aye. Rainville, aye. Chavez, aye.'],
  [296.829, 'Vetaw, aye. Koski, aye. Wonsley, aye. Jenks, aye.'],
  [303.503, 'Palmisano, aye. Chowdhury, aye. Vice president Chughtai, aye. President Payne, aye.'],
  [308.675, 'There are 12 yay yays.'],
  [
    309.976,
    'That cares and the minutes have been accepted. Finally we have the referral of petitions, communications and reports to the proper committees.',
  ],
  [316.149, 'May I have that motion please.'],
  [317.183, 'So moved.'],
  [318.551, 'Second.'],
  [319.552, 'Clerk will call the roll.'],
  [321.321, 'Cashman, aye. Osman, aye. Rainville, aye. Chavez, aye.'],
  [327.46, 'Vetaw, aye. Koski, aye. Wonsley, aye. Jenkins, aye. Palmisano, aye.'],
  [334.634, 'Chowdhury, aye. Vice president Chughtai, aye. President Payne, aye.'],
  [338.738, 'There are 12 ayes.'],
];

describe('voter roster', () => {
  it('never names a topic after the members named in the votes read out', async () => {
    // A school board voting on screens, each result read out with the directors' names; the
    // topic at 02:14:04 was named "Directors Finch and Lingo; Central office".
    const file = 'iowa-city-csd-board-2026-03-24-regular.json';
    const segments = meetingSegments(file, await readFile(join(MEETINGS_DIR, file), 'utf8'));
    const topic = summarizeOffline({ videoUrl: 'https://example.org/v', segments })
      .flatMap((s) => s.topics)
      .find((t) => t.start_timecode === '02:14:04');
    expect(topic?.topic_name).toMatch(/Central office/);
    expect(topic?.topic_name).not.toMatch(/Finch|Lingo/);
  });

  it('never names a topic after the members its roll calls call', () => {
    const names = summarize(MINUTES_ROLL_CALLS).flatMap((s) => s.topics.map((t) => t.topic_name));
    expect(names).toContain('Approval of minutes and agenda');
    expect(names.filter((n) => /Payne|Chughtai|Cashman|Wonsley/.test(n))).toEqual([]);
  });

  it('spells a surname the captions cut short as the roll calls of the same meeting spell it', () => {
    const voters = summarize(FOUR_ROLL_CALLS)
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
