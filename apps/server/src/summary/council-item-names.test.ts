import { describe, expect, it } from 'vitest';
import { itemTopicName } from './names.ts';
import { isItemCue } from './topics.ts';
import { readTranscript } from './transcript.ts';

/**
 * A city council's clerk reading the next measure in automatic captions with no punctuation (New
 * Orleans; also a Minneapolis chair bringing up an ordinance): by the page of the agenda ("we're
 * now on top of page 17", "at the bottom of the page we have ..."), then its calendar number,
 * motion number or zoning docket. The item starts where
 * the page is read, and is named after the measure and what it does. Every caption is real, copied
 * from the evaluation set (scripts/eval/meetings, sources in scripts/eval/sources.md) as its reader
 * gives it, with the meeting and time.
 */
const CASES: [string, string, string][] = [
  [
    'new-orleans-council-2023-04-20, 04:32:51',
    "with respect there too thank you madam clerk I've moved second by councilmember Harris six years no nice thank you page 39. we have a legislative group in on this calendar number 34 148 by councilmember Green an ordice to rename press drive from Emmett W bashfield Boulevard through the intersection with Leon C Simon drive to",
    'Ordinance calendar no. 34148: To rename press drive from Emmett W bashfield Boulevard through the intersection with Leon C Simon…',
  ],
  [
    'new-orleans-council-2023-04-20, 04:47:48',
    "waiting on one more five years noonies and thank Miss Bruno for her service we're at the bottom of the page we have motion M23 148 by council member Morrell requesting and authorizing the president of the council to sign amendment to the professional service agreement by in between the New Orleans city council and barostos Houston cooperman Freeman and Savar",
    'Motion M23-148: Requesting and authorizing the president of the council to sign amendment to the professional…',
  ],
  [
    'new-orleans-council-2023-06-08, 02:41:06',
    "thank you we're now on top of page 17. we have a legislative group and Zoning dock is 66 22 3310 contact Street LLC requesting a conditional use to permit a neighborhood commercial establishment in an h-u-r-d to Historic Urban two-family residential district on Square 450 lot X and the second Municipal District founded by contact Street Bienville Street North Roman North Norman C Francis Parkway and North",
    'Zoning docket 66/22: 3310 contact Street LLC requesting a conditional use to permit a neighborhood commercial…',
  ],
  [
    'new-orleans-council-2023-04-20, 04:10:50',
    "the Planning Commission public hearing and the Planning Commission recommends approval great thank you any online or in-person comments if not I will move so I'm going to back council member Jerusalem fabias thank you hey on top of page 19 we have all matters artist calendar number 33893 has been deferred to May 11th or in this calendar number 34017 has been deferred to June 22nd and referred to",
    'Calendar no. 33893 deferred to May 11',
  ],
  [
    'minneapolis-council-2024-04-11, 00:49:18',
    "That carries. Next we'll take up the order of motions which has one item -- I'm sorry, that's the wrong -- colleagues, what we have ordinance n no. 2024-009 but was. Again I'll give a brief explanation about our procedus at that point.",
    'Ordinance 2024-009',
  ],
];

describe("a council clerk's reading of the next measure", () => {
  it.each(CASES)('starts the item at the page read and names it (real: %s)', (_source, text, name) => {
    const { utterances } = readTranscript([{ start_seconds: 0, end_seconds: 30, speaker: null, text }]);
    const at = utterances.findIndex((u) => isItemCue(u.text));
    expect(at).toBeGreaterThanOrEqual(0);
    expect(itemTopicName(utterances, at)).toBe(name);
  });

  it('ends an item read out in a list without punctuation where the next item begins (real: minneapolis-council-2023-01-12, 00:13:43)', () => {
    const { utterances } = readTranscript([
      {
        start_seconds: 0,
        end_seconds: 30,
        speaker: null,
        text: "item number one is a license for Hotel Indigo and two is a license for Maison Margot item three is a license for Millie's Wine Bar item four our Planning Commission appointments",
      },
    ]);
    expect(itemTopicName(utterances, 0)).toBe('Item 1: License for Hotel Indigo');
  });

  it('names no measure where only talk follows the number', () => {
    const { utterances } = readTranscript([
      {
        start_seconds: 0,
        end_seconds: null,
        speaker: null,
        text: 'we have ordinance calendar number 34 128 so uh we are passing this for council member King',
      },
    ]);
    expect(itemTopicName(utterances, 0)).toBe('Ordinance calendar no. 34128');
  });
});
