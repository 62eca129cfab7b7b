import { describe, expect, it } from 'vitest';
import { detectEmotions } from './emotions.ts';
import { findMotions } from './motions.ts';
import { findRollCalls } from './votes.ts';
import { utterancesOf } from '../../test/summary-lines.ts';

describe('votes', () => {
  it('reads a roll-call vote, with clerk confirmations and late answers', () => {
    const said = utterancesOf(
      [
        'Madam Clerk, please call the roll.',
        'Commissioner Daly?',
        'Aye.',
        'Commissioner Daly votes aye.',
        'Council member Ortiz?',
        'Are we voting to postpone?',
        "Yes, ma'am.",
        'No.',
        'Vice Mayor Saunders, yes.',
        'Commissioner Jay?',
        'Abstain.',
        'The motion carries two to one.',
      ],
      2,
    );
    const [run] = findRollCalls(said);
    expect(run?.kind).toBe('vote');
    expect(run?.votes).toEqual([
      { voter_name: 'Commissioner Daly', vote: 'Yes' },
      { voter_name: 'Council Member Ortiz', vote: 'No' },
      { voter_name: 'Vice Mayor Saunders', vote: 'Yes' },
      { voter_name: 'Commissioner Jay', vote: 'Abstain' },
    ]);
  });

  it('reads bare surnames answered in one breath, and a council president called by office', () => {
    const bare = findRollCalls(
      utterancesOf(['Roll call please.', 'Little, yes.', 'Watkins, no.', 'Kling, yes.', 'Meredith, yes.'], 2),
    );
    expect(bare.flatMap((r) => r.votes)).toEqual([
      { voter_name: 'Little', vote: 'Yes' },
      { voter_name: 'Watkins', vote: 'No' },
      { voter_name: 'Kling', vote: 'Yes' },
      { voter_name: 'Meredith', vote: 'Yes' },
    ]);
    // Common words before an answer are no members.
    expect(findRollCalls(utterancesOf(['Okay, yes.', 'Right, no.', 'Sure, yes.', 'Well, yes.'], 2))).toEqual(
      [],
    );
    const titled = findRollCalls(
      utterancesOf(
        ['Council Member Little?', 'Yes.', 'Council President Kling?', 'No.', 'Mr. Meredith?', 'Yes.'],
        2,
      ),
    );
    expect(titled.flatMap((r) => r.votes).map((v) => `${v.voter_name}:${v.vote}`)).toEqual([
      'Council Member Little:Yes',
      'Council President Kling:No',
      'Mr. Meredith:Yes',
    ]);
  });

  it.each([
    [
      'Roll call vote.',
      'Smith aye, Jones aye, Brown nay, Davis aye.',
      ['Smith:Yes', 'Jones:Yes', 'Brown:No', 'Davis:Yes'],
    ],
    [
      'The clerk will call the roll.',
      'Commissioner Smith, aye; Commissioner Jones, aye; Commissioner Brown, nay.',
      ['Commissioner Smith:Yes', 'Commissioner Jones:Yes', 'Commissioner Brown:No'],
    ],
    [
      'The vote was as follows.',
      'Trustee Smith votes aye, Trustee Jones votes aye, Trustee Brown votes no.',
      ['Trustee Smith:Yes', 'Trustee Jones:Yes', 'Trustee Brown:No'],
    ],
  ])('reads a roll call read as one list: "%s %s"', (before, list, votes) => {
    const runs = findRollCalls(utterancesOf([before, list], 2));
    expect(runs.flatMap((r) => r.votes).map((v) => `${v.voter_name}:${v.vote}`)).toEqual(votes);
  });

  it.each([
    [
      ['All in favor?', 'Aye.', 'Opposed?', 'No.', 'Motion carries 4-1, Smith opposed.'],
      {
        result: 'carried',
        tally: { yes: 4, no: 1, abstain: 0, absent: 0 },
        votes: [{ voter_name: 'Smith', vote: 'No' }],
      },
    ],
    [
      ['The motion passes 5 to 2 with Council Members Avery and Brooks dissenting.'],
      {
        result: 'carried',
        votes: [
          { voter_name: 'Council Member Avery', vote: 'No' },
          { voter_name: 'Council Member Brooks', vote: 'No' },
        ],
      },
    ],
    [
      ['Is there any objection?', 'Hearing none, so ordered.'],
      { result: 'carried', unanimous: true, votes: [] },
    ],
    [
      ['The motion is adopted by a vote of 5 to 2.'],
      { result: 'carried', tally: { yes: 5, no: 2, abstain: 0, absent: 0 } },
    ],
  ])('reads the result and the members against it in %j', (lines, motion) => {
    const said = utterancesOf(lines, 4);
    expect(findMotions(said, findRollCalls(said))).toMatchObject([motion]);
  });

  it('reads a roll call a transcriber ran together in lower case, by the titles (invented, in the form of Whisper transcripts)', () => {
    const said = utterancesOf(
      [
        'the clerk will call the roll on item twenty a',
        'mr kling yes ms watkins no mr little yes mr meredith abstain ms robinson yes',
        'the motion carries three to one',
      ],
      2,
    );
    const [run] = findRollCalls(said);
    expect(run?.kind).toBe('vote');
    expect(run?.votes).toEqual([
      { voter_name: 'Mr. Kling', vote: 'Yes' },
      { voter_name: 'Ms. Watkins', vote: 'No' },
      { voter_name: 'Mr. Little', vote: 'Yes' },
      { voter_name: 'Mr. Meredith', vote: 'Abstain' },
      { voter_name: 'Ms. Robinson', vote: 'Yes' },
    ]);
    // Words that are no title give no names ("the motion no", "item yes").
    expect(findRollCalls(utterancesOf(['so the item yes the motion no and the vote yes'], 2))).toEqual([]);
  });

  it('reads "miss" as a title, as Whisper writes "Ms." ("motion from miss watkins", huntsville-council-2026-07-09), and "how do you vote" run together (the roll calls invented)', () => {
    const lower = findRollCalls(
      utterancesOf(
        [
          'mr meredith how do you vote yes mr kling yes miss watkins no mr little yes',
          'the motion carries three to one',
        ],
        2,
      ),
    );
    expect(lower[0]?.votes).toEqual([
      { voter_name: 'Mr. Meredith', vote: 'Yes' },
      { voter_name: 'Mr. Kling', vote: 'Yes' },
      { voter_name: 'Miss Watkins', vote: 'No' },
      { voter_name: 'Mr. Little', vote: 'Yes' },
    ]);
    const called = findRollCalls(
      utterancesOf(
        ['Mr. Kling?', 'Yes.', 'Miss Watkins?', 'No.', 'Mr. Little?', 'Yes.', 'The motion carries.'],
        2,
      ),
    );
    expect(called[0]?.votes).toEqual([
      { voter_name: 'Mr. Kling', vote: 'Yes' },
      { voter_name: 'Miss Watkins', vote: 'No' },
      { voter_name: 'Mr. Little', vote: 'Yes' },
    ]);
  });

  it('reads a list after "Roll call:" and members saying how they vote, without inventing a title (invented)', () => {
    const [list] = findRollCalls(
      utterancesOf(['Roll call: Smith aye, Jones aye, Brown nay.', 'Motion carries.'], 2),
    );
    expect(list?.votes).toEqual([
      { voter_name: 'Smith', vote: 'Yes' },
      { voter_name: 'Jones', vote: 'Yes' },
      { voter_name: 'Brown', vote: 'No' },
    ]);
    const [said] = findRollCalls(
      utterancesOf(['Smith votes yes.', 'Jones votes no.', 'Brown votes yes.', 'The motion passes 2-1.'], 2),
    );
    expect(said?.votes).toEqual([
      { voter_name: 'Smith', vote: 'Yes' },
      { voter_name: 'Jones', vote: 'No' },
      { voter_name: 'Brown', vote: 'Yes' },
    ]);
  });

  it('reads no roll call in answers said in passing', () => {
    expect(
      findRollCalls(utterancesOf(['Yes, yes, no, I think so.', 'Okay yes, right no, so yes, fine yes.'], 2)),
    ).toEqual([]);
  });

  it("keeps a member's answer when the clerk next calls someone by a title it cannot read", () => {
    const [run] = findRollCalls(
      utterancesOf(
        [
          'Council Member Little?',
          'Yes.',
          'Council Member Watkins?',
          'No.',
          'Council Secretary Kling?',
          'Yes.',
          'Mr. Meredith?',
          'Yes.',
        ],
        2,
      ),
    );
    expect(run?.votes.find((v) => v.voter_name.endsWith('Watkins'))?.vote).toBe('No');
  });

  it('tells the attendance roll call and nominations from votes', () => {
    const attendance = findRollCalls(
      utterancesOf(
        ['Councilman Brown.', 'Here.', 'Councilman Campin.', 'Here.', 'Councilwoman Palmer.', 'Present.'],
        2,
      ),
    );
    expect(attendance.map((r) => [r.kind, r.members, r.votes.length])).toEqual([['attendance', 3, 0]]);
    const nominations = findRollCalls(
      utterancesOf(
        [
          'Commissioner Gill.',
          'Pass.',
          'Commissioner Smith.',
          'Carringer.',
          'Commissioner Jay.',
          'Pass.',
          'Commissioner Biggs.',
          'Pass.',
        ],
        2,
      ),
    );
    expect(nominations).toEqual([]);
  });

  it('does not take a recognised speaker for a voter', () => {
    const said = utterancesOf(
      ['Council Member Parker.', 'Oh, sorry.', 'Council Member Thomas.', 'Oh, yes.'],
      2,
    );
    expect(findRollCalls(said)).toEqual([]);
  });

  it('reads motion outcomes, with counts in words or digits', () => {
    const said = utterancesOf(
      [
        'The motion carries five to two.',
        'Passes 6-3.',
        'If the motion fails we will come back to it.',
        'The motion passes unanimously.',
        'The ayes have it.',
        'The substitute motion fails.',
        'The minutes are approved.',
      ],
      30,
    );
    expect(
      findMotions(said, []).map(
        (m) =>
          `${m.result}${m.unanimous ? ' unanimously' : ''}${m.tally ? ` ${m.tally.yes}–${m.tally.no}` : ''}`,
      ),
    ).toEqual(['carried 5–2', 'carried 6–3', 'carried unanimously', 'carried', 'failed', 'carried']);
  });
});

describe('heightened emotions', () => {
  it('finds calls for order, shouting and strongly negative remarks, with their times', () => {
    const events = detectEmotions(
      utterancesOf(
        [
          'Thank you so much, we really appreciate all of you being here tonight!',
          'Point of order! The speaker is out of order.',
          'Let us take the next item.',
          'You are not listening to us! You never listen!',
          'Next we have the consent agenda.',
          'This is a terrible, disgusting, hateful decision and it will hurt and kill our neighborhood.',
          'We are taking items out of order tonight to accommodate the speakers.',
        ],
        30,
      ),
    );
    expect(events.map((e) => [e.time, e.kind])).toEqual([
      [30, 'order'],
      [90, 'shouting'],
      [150, 'sentiment'],
    ]);
    for (const e of events) {
      expect(e.intensity).toBeGreaterThan(0.5);
      expect(e.intensity).toBeLessThanOrEqual(1);
      expect(e.description).toMatch(/"/);
    }
  });
});
