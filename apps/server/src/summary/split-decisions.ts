import type { SummaryVote } from '@gavel/contract';
import type { Motion } from './motions.ts';
import { numberFrom } from './text.ts';
import type { Utterance } from './transcript.ts';
import type { PartVote, RollCall } from './votes.ts';

/**
 * A roll call on a report with one part voted apart: members answer for parts ("No on one. Aye on
 * two and three.") and the clerk gives the result with the exception ("There are 14 ayes on the
 * report except for number one which has 11 ayes and two nays."). That is two decisions: the
 * report but the part, and the part, each with its members' votes.
 */

/** The part excepted from the result, as said: "except for number one", "except item 3". */
const EXCEPTED =
  /\bexcept (?:for )?(?:(?:on )?(?:item|number|no\.?)\s+)?(?:number\s+)?(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/i;
/** The excepted part's own count: "which has 11 ayes and two nays". */
const OWN_COUNT = /\bwhich has (\w+) (?:ayes|yeas|yes votes)(?:,? and (\w+) (?:nays|noes|no votes))?/i;
/** How soon after the roll call the result names the exception (seconds, utterances). */
const RESULT_SECONDS = 45;
const RESULT_UTTERANCES = 4;

/** Whether a part's words name the part ("two and three" names 3; "one" names 1). */
function names(part: PartVote, item: number): boolean {
  return part.on
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .some((word) => numberFrom(word) === item);
}

/** The two decisions of a roll call with a part excepted, or the motion alone. */
export function splitExcepted(motion: Motion, run: RollCall, utterances: Utterance[]): Motion[] {
  if (run.parts.length === 0) {
    return [motion];
  }
  const said = utterances
    .filter((u) => u.index >= run.last && u.time - run.end <= RESULT_SECONDS)
    .slice(0, RESULT_UTTERANCES)
    .map((u) => u.text)
    .join(' ');
  const excepted = EXCEPTED.exec(said);
  const item = excepted?.[1] ? numberFrom(excepted[1]) : undefined;
  if (item === undefined) {
    return [motion];
  }
  const partsOf = new Map(run.parts.map((p) => [p.voter_name, p.parts]));
  const voteOn = (vote: SummaryVote, onPart: boolean): SummaryVote => {
    const part = partsOf.get(vote.voter_name)?.find((p) => names(p, item) === onPart);
    return part ? { ...vote, vote: part.vote } : vote;
  };
  const rest = motion.votes.map((v) => voteOn(v, false));
  const part = motion.votes.map((v) => voteOn(v, true));
  const count = (votes: SummaryVote[]) => ({
    yes: votes.filter((v) => v.vote === 'Yes').length,
    no: votes.filter((v) => v.vote === 'No').length,
    abstain: votes.filter((v) => v.vote === 'Abstain').length,
    absent: votes.filter((v) => v.vote === 'Absent').length,
  });
  const own = OWN_COUNT.exec(said);
  const ownYes = own?.[1] ? numberFrom(own[1]) : undefined;
  const partTally =
    ownYes === undefined
      ? count(part)
      : { yes: ownYes, no: own?.[2] ? (numberFrom(own[2]) ?? 0) : 0, abstain: 0, absent: 0 };
  const partCarried = partTally.yes > partTally.no;
  return [
    {
      ...motion,
      votes: rest,
      unanimous: rest.every((v) => v.vote === 'Yes') && motion.unanimous,
      // The count said with the exception is the part's.
      tally: own ? count(rest) : motion.tally,
    },
    {
      ...motion,
      time: motion.time + 0.001,
      motion: `Item ${item}, voted apart${motion.motion ? `: ${motion.motion}` : ''}`,
      result: partCarried ? 'carried' : 'failed',
      unanimous: partTally.no === 0 && part.every((v) => v.vote === 'Yes'),
      tally: partTally,
      votes: part,
      votedApart: true,
    },
  ];
}
