import { quote, STOP_WORDS, words } from './text.ts';
import { REPORT_CALLED_AS } from './topics.ts';
import type { Utterance } from './transcript.ts';

/**
 * Topic names: the agenda item as announced ("11C: Resolution authorizing the mayor to ..."),
 * the next speaker ("Speaker: Keith Britt"), or else the topic's most salient noun phrases
 * (capitalised names and frequent word pairs, weighted against the rest of the meeting).
 */
const FILLER = String.raw`^(?:(?:okay|ok|all right|alright|so|and|now|well|thank you|first|next|uh|um|madam clerk|mr\.? clerk|clerk|with that|we(?:'re| are)(?: now)? on|we now are on|(?:we(?:'ll| will)|let's|let us)(?: now)? move(?: on)? to)[,.]?\s+)*`;
/** The kind of item said before "item" ("Action item 8.1", "Agenda item 4"). */
const ITEM_KIND = String.raw`(?:agenda|action|discussion|information(?:al)?|consent|business)`;
const ITEM = new RegExp(
  String.raw`${FILLER}(?:this is\s+)?(?:(?:${ITEM_KIND}\s+)?item\s+(?:number\s+|no\.?\s+)?(\d{1,3}(?:\.\d{1,2}){0,2}[a-z]{0,2}|[a-z]\d{0,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)|(\d{1,3}[A-Z]{0,2}))\s*[,.:]?(?:\s+|$)(?:on (?:the|our) agenda\s+)?(?:(?:is|as|has)\s+(?:an?\s+|the\s+)?)?(.*)$`,
  'i',
);
/** A measure's number, also as voice-to-text writes it ("10 dash 2024"). */
const MEASURE_NUMBER = String.raw`[A-Z]?-?\d{1,6}(?:(?:[-–]|\s+dash\s+)\d{1,6})?[A-Z]?`;
/**
 * "Ordinance 2026-24, an ordinance on rental licensing": named after the measure and its number,
 * also as a chair brings it up ("colleagues, what we have ordinance n no. 2024-009").
 */
/** The measure, its number and what follows: groups 1 the kind, 2 the number, 3 the title. */
const MEASURE_AND_TITLE = String.raw`(ordinance|resolution|bill)\s+(?:[a-z]\s+)?(?:no\.?\s+|number\s+)?(${MEASURE_NUMBER})\b\s*[,:.]?\s*(?:(?:is|which is)\s+)?(.*)$`;
const MEASURE = new RegExp(
  String.raw`${FILLER}(?:colleagues,?\s+)?(?:(?:what\s+)?we have\s+)?(?:(?:the\s+)?(?:next|first)\s+(?:item\s+)?is\s+)?${MEASURE_AND_TITLE}`,
  'i',
);
/** A measure named anywhere in a sentence, by its number ("... on Ordinance 2026-24, an ordinance amending ..."). */
const MEASURE_NAMED = new RegExp(String.raw`\b${MEASURE_AND_TITLE}`, 'i');
/** A measure brought up after other words ("... that's the wrong -- colleagues, what we have ordinance n no. 2024-009"). */
const MEASURE_BROUGHT_UP =
  /\b(?:colleagues,?\s+)?(?:what\s+)?we have\s+(?:an?\s+|the\s+)?(?:ordinance|resolution)\s+(?:[a-z]\s+)?(?:no\.?|number)\s*\d/i;
/**
 * A committee's report called by the council's chair: "The next report is from our budget
 * committee ...", "Next report is our budget committee.", "beginning in the report of our
 * administration and enterprise overght committee", "The committee of the the whole is the next
 * report".
 */
const REPORT_CALLED = new RegExp(
  String.raw`\b${REPORT_CALLED_AS}\s+((?:[\w'-]+,?\s+){0,6}?committee(?: of the(?: the)? whole)?)\b`,
  'i',
);
const REPORT_NEXT =
  /^(?:the\s+)?((?:[\w'-]+\s+){0,6}?committee(?: of the(?: the)? whole)?) is the next report\b/i;
/** Words that go on talking rather than name the measure ("ordinance no. 2024-009 but was"). */
const NOT_A_TITLE = /^(?:but|and|or|so|uh|um|has|have|had|was|were|will|would)\b/i;
const INTRODUCED = [
  // "... and the first item up for discussion is the budget reductions for fiscal year 27."
  /\b(?:next|first|second|third|fourth|last|final) (?:item|thing|matter)(?: up for (?:discussion|consideration|action))?(?: on (?:the|our|tonight's|today's) agenda)?(?: tonight| today)?\s+is\s+(?:the\s+)?(.+)$/i,
  /\b(?:next|first) up(?: is| we have)?[,:]?\s+(.+)$/i,
  new RegExp(String.raw`${FILLER}next is\s+(.+)$`, 'i'),
  /\bnext(?: up)? on (?:the|our) agenda(?: tonight| today)? is\s+(.+)$/i,
  // "Uh, so moving on to discussion item, uh, building general fund expenses."
  /\bmov(?:e|ing) on to (?:the |our )?(?:next )?(?:discussion|action) item,?\s+(?:(?:uh|um),?\s+)?(?:the\s+)?(.+)$/i,
];
/**
 * What an introduction leads to: "that will take us to our presentation for tonight, which is
 * the potential budget reduction ideas" names "the potential budget reduction ideas".
 */
function introduced(text: string): string {
  const led = text.replace(/^(?:that (?:will )?takes? us (?:now )?to|is (?:our|the))\s+/i, '');
  return /,\s+which is\s+(?:the\s+)?(.+)$/i.exec(led)?.[1] ?? led;
}
/** The next public speaker named ("the next speaker is Keith Britt"); a lone letter is an item ("Our next one is G three"). */
const SPEAKER = [
  /\b(?:next|first|last) (?:speaker|person|one)(?: signed up)?(?: to speak)?(?: (?:at|for|during) (?:the )?public (?:forum|comments?))?(?: tonight)? is\s+([A-Z][\w'’.-]+(?:\s+[A-Z][\w'’.-]*){0,3})/,
  /\b[Mm]y name is\s+([A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,3})/,
];
const NOT_A_NAME = /^(?:the|a|an|this|that|it|item|number|please|ordinance|resolution|here|there)\b/i;

/** Words of a sentence that is procedure, not an item's title. */
const PROCEDURE =
  /\b(?:motion|second|move|moved|favor|aye|opposed|vote|thank|thanks|question|questions|discussion|comments?)\b|\?/i;
const NUMBER_WORDS = 'one two three four five six seven eight nine ten eleven twelve'.split(' ');

/** "four" as 4; "5a" as 5A. */
function itemNumber(label: string): string {
  const word = NUMBER_WORDS.indexOf(label.toLowerCase());
  return word >= 0 ? String(word + 1) : label.toUpperCase();
}

function capitalise(text: string): string {
  return text.replace(/^\s*\w/, (c) => c.toUpperCase());
}

function clean(text: string): string {
  return quote(text.replace(/^[\s,.:;-]+/, '').replace(/[\s,.:;-]+$/, ''), 100);
}

/**
 * Where the next item of a list read out begins, in captions without punctuation ("a license for
 * Hotel Indigo and two is a license for Maison Margot item three is ..."): an item's name ends there.
 */
const NEXT_ITEM = new RegExp(
  String.raw`\s+(?:and\s+|the\s+)?(?:item\s+(?:number\s+)?(?:\d{1,3}|${NUMBER_WORDS.join('|')})|(?:number\s+)?(?:${NUMBER_WORDS.join('|')})|(?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|next|last|final)\s+item)\s+is\b`,
  'i',
);
const untilNextItem = (text: string) => text.split(NEXT_ITEM)[0] ?? text;

/**
 * A council's measures as its clerk reads them: "calendar number 34 000 109 by council member
 * Green an ordinance to ...", "motion M23 261 by councilmember Harris approving ...", "zoning
 * docket 66 22 3310 Conti Street LLC requesting ...".
 */
const CALENDAR = /\bcalendar (?:the )?(?:number|no\.?) (\d{2}(?: 000)? ?\d{3})\b(.*)$/i;
const NUMBERED_MOTION = /\b(motion|resolution) (?:number )?([MR]) ?(\d{2})[\s-]?(\d{1,4}|[A-Z]{1,2})\b(.*)$/i;
const ZONING_DOCKET = /\bzoning do(?:cket|ck is|cky|ctor|ck) (\d{1,3})[\s/-]?(\d{2})\b(.*)$/i;
const ACTION = String.raw`to|approving|directing|authorizing|requesting|granting|granted|overruling|denying|amending|extending|supporting|ratifying|adding|establishing|confirming|appointing|reappointing`;
/** The sponsors read before what a measure does ("by council members Morrell and King"). */
const SPONSORS = new RegExp(
  String.raw`^\s*(?:by|from) (?:council ?(?:members?|man|woman)|councilmembers?|the president)\b.*?(?=\b(?:an? )?(?:ordinance|ordice|ordce|resolution)\b|\b(?:${ACTION})\b)`,
  'i',
);
const DOES = new RegExp(String.raw`^(?:${ACTION})\b`, 'i');
const PUT_OFF =
  /^(?:has|have) been (deferred|withdrawn|postponed|continued)\b(?: to ([A-Z][a-z]+ \d{1,2}))?/i;
const ORDINANCE = /\b(?:ordinance|ordice|ordce)\b/i;

/** A measure's label with what it does ("to rename Press Drive ..."), or what became of it. */
function measureName(label: string, rest: string): string {
  const put = PUT_OFF.exec(rest.trim());
  if (put?.[1]) {
    return `${label} ${put[1].toLowerCase()}${put[2] ? ` to ${put[2]}` : ''}`;
  }
  const title = clean(
    rest.replace(SPONSORS, '').replace(/^\s*(?:an? )?(?:ordinance|ordice|ordce|resolution)\s+/i, ''),
  );
  return DOES.test(title) && title.split(' ').length >= 3 ? `${label}: ${capitalise(title)}` : label;
}

function readMeasure(text: string): string | undefined {
  const calendar = CALENDAR.exec(text);
  if (calendar?.[1]) {
    const kind = ORDINANCE.test(text) ? 'Ordinance calendar no.' : 'Calendar no.';
    return measureName(`${kind} ${calendar[1].replace(/ 000 /, '').replace(/\s/g, '')}`, calendar[2] ?? '');
  }
  const motion = NUMBERED_MOTION.exec(text);
  if (motion?.[1] && motion[2] && motion[3] && motion[4]) {
    const kind = capitalise(motion[1].toLowerCase());
    return measureName(
      `${kind} ${motion[2].toUpperCase()}${motion[3]}-${motion[4].toUpperCase()}`,
      motion[5] ?? '',
    );
  }
  const docket = ZONING_DOCKET.exec(text);
  if (docket?.[1] && docket[2]) {
    const label = `Zoning docket ${docket[1]}/${docket[2]}`;
    const rest = docket[3] ?? '';
    const title = clean(rest);
    return PUT_OFF.test(rest.trim()) || title.split(' ').length < 3
      ? measureName(label, rest)
      : `${label}: ${title}`;
  }
  return undefined;
}

/** The name of a topic that starts with an announced item, from the announcement (or what follows it). */
export function itemTopicName(utterances: Utterance[], first: number): string | undefined {
  const start = utterances[first];
  if (!start) {
    return undefined;
  }
  // An item announced by its label alone ("We'll move on to item number two."), when nothing
  // after it names the item.
  let bare: string | undefined;
  for (let i = first; i < Math.min(utterances.length, first + 3); i += 1) {
    const u = utterances[i];
    if (!u || u.time - start.time > 20) {
      break;
    }
    const read = readMeasure(u.text);
    if (read) {
      return read;
    }
    const report = REPORT_CALLED.exec(u.text) ?? REPORT_NEXT.exec(u.text);
    if (report?.[1]) {
      return capitalise(`${clean(report[1]).toLowerCase()} report`);
    }
    const broughtUp = u.text.search(MEASURE_BROUGHT_UP);
    const measure = MEASURE.exec(u.text) ?? (broughtUp > 0 ? MEASURE.exec(u.text.slice(broughtUp)) : null);
    // A measure named inside the announcement: "We will now open the public hearing on Ordinance
    // 2026-24, an ordinance amending ...", "Will the clerk please read the title of Resolution No. 2026-15."
    const named = measure ?? (i === first && !ITEM.test(u.text) ? MEASURE_NAMED.exec(u.text) : null);
    if (named?.[1] && named[2]) {
      const kind = capitalise(named[1].toLowerCase());
      const number = named[2].replace(/\s+dash\s+/i, '-');
      const rest = clean((named[3] ?? '').replace(/^(?:an?\s+)?(?:ordinance|resolution|bill)\s+/i, ''));
      if (rest.split(' ').length >= 2 && !NOT_A_TITLE.test(rest)) {
        return `${kind} ${number}: ${capitalise(rest)}`;
      }
      // The title may be read next ("Resolution 2026-15, a resolution approving ...").
      bare ??= `${kind} ${number}`;
      continue;
    }
    const item = ITEM.exec(u.text);
    if (item) {
      const label = `Item ${itemNumber(item[1] ?? item[2] ?? '')}`;
      const rest = clean(untilNextItem(item[3] ?? ''));
      if (rest.split(' ').length >= 2 && !/^(?:please|on the agenda)\b/i.test(rest)) {
        return `${label}: ${capitalise(rest)}`;
      }
      // "We'll move on to item number five." then "County business update."
      const next = utterances[i + 1];
      const title = next && next.time - u.time <= 20 ? clean(next.text) : '';
      const length = title.split(' ').length;
      if (length >= 2 && length <= 8 && !ITEM.test(next?.text ?? '') && !PROCEDURE.test(title)) {
        return `${label}: ${capitalise(title)}`;
      }
      if (!rest) {
        bare ??= label;
      }
    }
    for (const pattern of INTRODUCED) {
      const rest = clean(introduced(pattern.exec(u.text)?.[1] ?? ''));
      // "Next is action item 8.5, the board policy on cell phones": the item by its label.
      const labelled = ITEM.exec(rest);
      const title = clean(labelled?.[3] ?? '');
      if (labelled?.[1] && title.split(' ').length >= 2) {
        return `Item ${itemNumber(labelled[1])}: ${capitalise(title)}`;
      }
      if (rest && !/^(?:please|item)\b/i.test(rest) && rest.length >= 3) {
        return capitalise(rest);
      }
    }
    for (const pattern of SPEAKER) {
      const name = pattern.exec(u.text)?.[1]?.replace(/[.,]+$/, '');
      if (name && !NOT_A_NAME.test(name)) {
        return `Speaker: ${name}`;
      }
    }
  }
  return bare;
}

const CAPITALISED =
  /\b(?:[A-Z][a-z'’]+|[A-Z]{2,})(?:\s+(?:(?:of|the|and|for|on|at|de|la)\s+)?(?:[A-Z][a-z'’]+|[A-Z]{2,}|\d+[A-Z]?))+/g;
/** Titles, greetings and words that open a sentence ("But I'm going to ..."): no part of a name. */
const TITLE_WORDS = new Set(
  `council councilman councilwoman commissioner commissioners mayor vice chair chairman chairwoman madam mr mrs ms dr clerk member members director sergeant officer judge law department thank okay so and the yes no god lord amen i
  but if when then now well oh this that these those what where who how why because as we i'm i'll i've i'd it's we're we'll we've that's there's let's`.split(
    /\s+/,
  ),
);

/**
 * Common verbs, adjectives and vague nouns: a word pair made of these names no topic
 * ("comfortable supporting", "take comfort", "people business").
 */
const VAGUE = new Set(
  `able about add added agree asked ask asking back bad based believe best better big call called
  came change come comes coming comfort comfortable concern concerned continue could day days deal
  different discuss discussed done else end even ever every fact feel felt find fine folks give
  given giving glad goes great guess happen happened happy hard hear heard help hope important
  issue issues keep kind last least less let little long look looking lot lots made make makes
  making many maybe means money much need needs new next nice number obviously part people person
  place point pretty probably put question quite rather ready real reason right said same saw say
  saying see seems seen several should show side since small something sometimes sort sound start
  still stuff support supporting supportive sure take taken talk talked talking tell thank thing
  things think thinking thought time times today together told tonight took try trying turn understand
  use used using want wanted way week weeks whole work worked working would year years yet
  hearing seeing none dash aye ayes nay opposed`
    .split(/\s+/)
    .filter(Boolean),
);

/** Candidate phrases of a topic with their counts. */
export function topicPhrases(utterances: Utterance[]): Map<string, number> {
  const found = new Map<string, number>();
  const add = (phrase: string) => found.set(phrase, (found.get(phrase) ?? 0) + 1);
  for (const u of utterances) {
    for (const match of u.text.matchAll(CAPITALISED)) {
      const parts = match[0].split(/\s+/);
      while (parts.length > 0 && TITLE_WORDS.has(parts[0]?.toLowerCase() ?? '')) {
        parts.shift();
      }
      if (parts.length >= 2 && parts.length <= 5 && !parts.every((p) => TITLE_WORDS.has(p.toLowerCase()))) {
        add(parts.join(' '));
      }
    }
    const list = words(u.text);
    for (let i = 0; i + 1 < list.length; i += 1) {
      const a = list[i] ?? '';
      const b = list[i + 1] ?? '';
      if (
        a.length > 2 &&
        b.length > 2 &&
        !STOP_WORDS.has(a) &&
        !STOP_WORDS.has(b) &&
        !VAGUE.has(a) &&
        !VAGUE.has(b) &&
        !/\d/.test(a + b)
      ) {
        add(`${a} ${b}`);
      }
    }
  }
  return found;
}

/** Words that accuse or shame: never beside a person in a topic name. */
const CHARGED =
  /\b(?:crim\w*|corrupt\w*|fraud\w*|assault\w*|murder\w*|rap(?:e|ed|ist)|abus\w*|thef(?:t|ts)|steal\w*|stole\w*|brib\w*|li(?:e|es|ed|ar|ars)|lying|racis\w*|sexis\w*|harass\w*|arrest\w*|drunk\w*|dui|embezzl\w*|felon\w*|scandal\w*|misconduct|indict\w*|convict\w*|guilt\w*|illegal\w*|unethical|cheat\w*|threat\w*|violen\w*|drug\w*|molest\w*|predator\w*|bigot\w*|hate|hateful|nazi\w*|thug\w*|crook\w*|liar)\b/i;
/** Titles before a name ("Commissioner Daly", "Mr. Ruiz"). */
const PERSON_TITLE =
  /\b(?:mr|mrs|ms|dr|mayor|council\s?(?:member|man|woman)|commissioner|supervisor|trustee|chair(?:man|woman)?|sheriff|judge|officer|chief|director|clerk|president|senator|representative|speaker)\b\.?\s+[A-Z]/i;

function isCharged(phrase: string): boolean {
  return CHARGED.test(phrase);
}

/** A phrase that names a person: a title and a name, or two capitalised words that are not a place or body. */
function isPersonLike(phrase: string): boolean {
  if (PERSON_TITLE.test(phrase)) {
    return true;
  }
  const words = phrase.split(/\s+/);
  return (
    words.length >= 2 &&
    words.length <= 3 &&
    words.every((w) => /^[A-Z][a-z'’-]+$/.test(w)) &&
    !/\b(?:Street|Road|Avenue|Drive|Lane|Park|County|City|Council|Commission|Board|Center|School|Department|Committee|Authority|District|Plan|Project|Trail|Creek|River|Lake|Hall|Church|Court|Boulevard|Highway|Parkway)\b/.test(
      phrase,
    )
  );
}

/**
 * The topic's name from its phrases: the best one or two by count, length and rarity in the rest
 * of the meeting (`documentFrequency`: in how many of the `topicCount` topics a phrase occurs).
 */
export function salientName(
  phrases: Map<string, number>,
  documentFrequency: Map<string, number>,
  topicCount: number,
  sectionName = '',
): string | undefined {
  const section = sectionName.toLowerCase();
  const scored = [...phrases.entries()]
    .filter(
      ([phrase, count]) => (count >= 2 || /[A-Z]/.test(phrase)) && !section.includes(phrase.toLowerCase()),
    )
    .map(([phrase, count]) => {
      const df = documentFrequency.get(phrase) ?? 1;
      const idf = Math.log(1 + topicCount / df);
      const proper = /[A-Z]/.test(phrase) ? 1.3 : 1;
      return { phrase, score: count * idf * proper * (1 + 0.3 * (phrase.split(' ').length - 2)) };
    })
    .sort((a, b) => b.score - a.score || a.phrase.localeCompare(b.phrase));
  const chosen: string[] = [];
  for (const { phrase } of scored) {
    const lower = phrase.toLowerCase();
    if (chosen.some((c) => c.toLowerCase().includes(lower) || lower.includes(c.toLowerCase()))) {
      continue;
    }
    // A name never puts a person beside a charged word: what was said of whom is not in a name.
    if (isCharged(phrase) && (isPersonLike(phrase) || chosen.some(isPersonLike))) {
      continue;
    }
    if (isPersonLike(phrase) && chosen.some(isCharged)) {
      continue;
    }
    chosen.push(phrase);
    if (chosen.length === 2) {
      break;
    }
  }
  if (chosen.length === 0) {
    return undefined;
  }
  return chosen.map(capitalise).join('; ');
}
