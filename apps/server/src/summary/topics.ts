import { cosine, counts } from './text.ts';
import type { Utterance } from './transcript.ts';

/**
 * Topics inside a section: each agenda item the chair or clerk announces ("item number 4",
 * "11C is a resolution ...", "next on the agenda", "next up is ...", the next public speaker),
 * and, in long stretches with no announcement, changes of vocabulary (lexical cohesion, after
 * Hearst's TextTiling).
 */

/** A clerk reading out the next item by its calendar number or its page of the agenda. */
/** How a council's chair calls a committee's report, the committee's name following (see names.ts). */
export const REPORT_CALLED_AS = String.raw`(?:report (?:is|will be) (?:from|fm|by) (?:the|our)|next report (?:is|will be) (?:our|the)|(?:beginning|starting) (?:in|with) the report of (?:the|our)|we(?:'ll| will) have the report (?:from|of) (?:the|our)|report will be (?:offered|presented|given) by (?:the|our))`;
/**
 * A committee's report to a council: "The budget committee is bringing forward one item for
 * approval", "the climate and infrastructure committee will be bringing -- they have eight items",
 * "The second report is from our climate infrastructure committee", "The next report
 * will be fm our committee of the whole", "Next report is our budget committee.", "The committee
 * of the the whole is the next report", "Those reports are taken up in alphabetical order, beginning
 * in the report of our administration and enterprise oversight committee", "Next we'll have the report
 * from our business, housing and zoning committee", "Now the final report will be offered by the public
 * health and safety committee".
 */
const COMMITTEE_REPORT = new RegExp(
  String.raw`\bcommittee (?:is (?:bringing|brings) forward|will be bringing)\b|\b${REPORT_CALLED_AS}\b|\bis the next report\b`,
  'i',
);
/** How soon after a report is called its chair's opening ("... is bringing forward") is the same item (seconds). */
const REPORT_OPENING = 30;

/** The clerk reading a motion or resolution by its number ("we have motion M23-351"). */
const READS_MOTION = /\bwe have (?:a |the )?(?:motion|resolution) (?:m|r|number)\s?-?\d/i;
/** Items read together as one ("we have a legislative grouping zoning docket 22/24 ..."). */
const GROUPING = /\bwe have (?:a |the )?legislative group/i;
/** How long after a grouping is read the motion read with it belongs to it (seconds). */
const GROUPING_READ = 60;

const CLERK_READS_NEXT: RegExp[] = [
  // A council's items by its calendar: "we have ordinance calendar number 34 285 by
  // councilmember Green", "ordinance calendar 34630", "we have motion M23-351", "we have a
  // legislative grouping"
  /\bcalendar (?:the )?(?:number|no\.?) \d|\bcalendar \d{5}\b/i,
  READS_MOTION,
  // "colleagues, what we have ordinance n no. 2024-009"
  /\bwe have (?:an? |the )?(?:ordinance|resolution)\s+(?:\w\s+)?(?:no\.?|number)\s*\d/i,
  GROUPING,
  // The clerk reading the next item by its page of the agenda: "we're now on top of page 17",
  // "at the bottom of the page we have ..."
  /^(?:(?:okay|all right|so|and|thank you)[,.]?\s+)*(?:we're |we are )?(?:now )?(?:going to go )?(?:on |at |to )?(?:the )?(?:top|bottom) of (?:the )?page\b/i,
  /^(?:(?:okay|all right|so|and|thank you)[,.]?\s+)*we(?:'re| are) (?:now )?(?:going to go )?(?:on|to) page \d/i,
];
/** The announcements that start an agenda item. */
const ITEM_CUES: RegExp[] = [
  /^(?:(?:okay|all right|so|and|now|first|next|madam clerk|mr\.? clerk|clerk)[,.]?\s+)*(?:this is\s+)?(?:(?:agenda|action|discussion|information(?:al)?|consent|business)\s+)?item\s+(?:number\s+|no\.?\s+)?[\w-]+\b/i,
  /^(?:(?:okay|all right|so|and|now|first|next)[,.]?\s+)*(?:\d{1,3}[A-Z]{0,2}|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s?[A-Z]{1,2})\s*[,.]?\s+(?:is|as|has)\s+(?:an?|the)\s+/i,
  // An item's label run on from the sentence before (a transcriber with little punctuation):
  // "those corrections 19c is an ordinance declaring ..."
  /\b\d{1,3}[a-z]{1,2} is an? (?:ordinance|resolution)\b/i,
  // The item's number lost by the transcriber, its letters kept: "ac is a resolution authorized ..."
  /^(?!(?:it|he|we|me|us|so|no|or|if|in|on|at|to|as|an|is|be|do|ok)\b)[a-z]{1,2} is (?:an? |the )?(?:resolution|ordinance)\b/i,
  /\b(?:the\s+)?(?:next|first|last|final) (?:agenda )?(?:item|matter|order of business)(?: on (?:the|our|tonight's|today's) agenda)?\b/i,
  // "The second item Is a notice by council member Jenkins ..."; "Our next resolution will be
  // presented by council member Jenkins on stalking awareness month."
  /^(?:(?:okay|so|and|now)[,.]?\s+)*(?:our|the) next (?:resolution|proclamation) (?:is|will be)\b/i,
  /^(?:(?:okay|so|and|now)[,.]?\s+)*the (?:second|third|fourth) (?:agenda )?(?:item|notice)(?: that we have| we have)? (?:is|will be)\b/i,
  /\b(?:the\s+)?(?:next|first|last|final) thing (?:on (?:the|our|tonight's|today's) agenda|we have (?:on the agenda|to consider))\b/i,
  /\bnext on (?:the|our) agenda\b|\bnext on the order of business\b/i,
  /\b(?:next|first) up(?: is| we have)?\b/i,
  /^(?:(?:okay|all right|so|and)[,.]?\s+)*next is\b/i,
  /\bconsideration of (?:an?|the) (?:ordinance|resolution|request|application|appeal)\b/i,
  /^(?:(?:okay|so|and|now)[,.]?\s+)*(?:resolution|ordinance|bill)\s+(?:no\.?\s+|number\s+)?[A-Z]?-?\d[\w-]*(?:\s*[,:]|\s+(?:is|an?|to|which)\b|\s+\w+ing\b)/i,
  /\b(?:next|first|last|final) (?:speaker|person|one)(?: (?:signed up|to speak|is|we have))?\b/i,
  // "the next 1 is yeah K3", "next 1 for universal precautions" (automatic captions write "one" as "1")
  /\b(?:next|first) 1 (?:is|for|that we have)\b/i,
  /\bstat(?:e|ing) your name and (?:your )?address\b/i,
  // "4B is minutes of ...", "16A is a nomination ...", "19C ordinance declaring ...", "20 M is a
  // resolution" (a transcriber's space)
  /^(?:(?:okay|all right|so|and|now|first|next|motion carries|the motion carries)[,.]?\s+)*\d{1,3}\s?[A-Z]{1,2}\s*[,.]?\s+(?:(?:is|are)\s+)?(?:minutes|nominations?|(?:an?\s+)?(?:ordinance|resolution|proclamation|presentation|public hearing|introduction))\b/i,
  // An item called by its label alone, in figures or words: "5A.", "Five B.", "And 5c, please."
  /^(?:(?:okay|all right|so|and|now|next|thank you|five|four|three|six|seven)[,.]?\s+)*(?:item\s+)?(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s?[a-hA-H](?:,?\s+please\b|[.!,](?=\s|$)|$)/i,
  /\b(?:next|first|last|final|second|third) (?:agenda item|public hearing)\b/i,
  /^(?:(?:okay|all right|so|and|now|thank you)[,.]?\s+)*(?:(?:next|finally|lastly),? we have|moving on|we will now move on to|we'll move on to|we move on to)\b/i,
  // "And next that takes us to our interim chief financial officer report", "Next, we will move
  // on to our education showcase.", "Next discussion item is the audit resolution"
  /\b(?:that|this|which) (?:now )?(?:takes|brings) us (?:now |next )?to (?!(?:an? |this |that |it\b))/i,
  /\bwe(?:'ll| will)(?: now)? move on(?: then| now)? to (?:(?:uh|um),? )?(?:our |the )?(?!(?:an? |this |that |it\b))/i,
  // "Next we will tak up item number 4.", "we will now consider Item number 1 on The agenda"
  /\b(?:we(?:'ll| will)|let's|let us)(?: now)? (?:ta(?:ke|k) up|consider) (?:the next )?(?:agenda )?item\b/i,
  COMMITTEE_REPORT,
  // "so the only item we have is the consideration of the maximum real estate tax rate"
  /\bthe only item (?:we have )?(?:is|on)\b/i,
  // "I will now invite the new director of Economic Development ... to make a few remarks", "now I
  // am going to, um, introduce Chloe Ritter ... to introduce a presentation"
  /\bI(?:'m going to| am going to| will(?: now)?),? (?:(?:um|uh),? )?(?:invite|introduce)\b.{0,140}\b(?:presentation|to present|remarks)\b/i,
  /\bnext (?:discussion|action|agenda|consent) item\b/i,
  // The item's label cut off by the transcriber ("20 aye. Is a resolution authorizing the mayor ...")
  /^(?:is|as) (?:an? )?(?:emergency )?(?:ordinance|resolution) (?:to|authorizing|approving|amending|confirming|appropriating|establishing|adopting|accepting|declaring|setting|rezoning|honoring|recognizing|commending|supporting|requesting|proclaiming|designating|naming)\b/i,
  // "Move on to 20F.", "We will go to 20 P": an item called by its number and letter
  /\b(?:[Gg]o|[Mm]ove|[Mm]ove on|[Pp]roceed|[Oo]n) (?:to|onto) (?:[Ii]tem )?\d{1,3}(?:[A-Z]{1,2}| [A-Z])\b(?! ?\.?[Mm]\b)/,
  // "We will now open the public hearing on Ordinance 2026-24, ..."
  /\bopen(?:ing)? (?:the|a|this) public hearing (?:on|for|regarding|to consider)\b/i,
  // "Will the clerk please read the title", "Madam Clerk, read the next item"
  /\b(?:will|would|can|could) the clerk (?:please )?read (?:the )?(?:title|caption|item|next item|ordinance|resolution)\b/i,
  /\bclerk,? (?:please )?read (?:the )?(?:title|caption|next item)\b/i,
  // "Mr clark please read docket zero six eight eight", "can you please read the first late file
  // matter" (a council's dockets, the clerk's name as captions hear it)
  /\b(?:please )?read (?:docket|the (?:first|second|third|next|last) (?:late[- ]file|matter|item))\b/i,
  /^(?:(?:okay|so|and|now)[,.]?\s+)?docket (?:number |no\.? )?(?:\d|zero|oh|one|two|three|four|five|six|seven|eight|nine)/i,
  // "10 C1 through 10 C3", taken together
  /^(?:(?:okay|all right|so|and|now|next)[,.]?\s+)*(?:items?\s+)?\d{1,3}\s?[A-Z]{1,2}\s?\d{0,2}\s+through\s+\d{1,3}\s?[A-Z]{1,2}\s?\d{0,2}\b/i,
  // "We now are on item number four, board of supervisors public hearing.", "Uh, we will move
  // on to item number six, county business update.", "We will move to item b, um, consideration
  // of hiring outside legal counsel" (Navajo County board of supervisors)
  /\b(?:we(?:'re| are)(?: now)?|we now are|now we(?:'re| are)) on (?:to )?(?:agenda )?item\b/i,
  // "we'll move on now to item number four", "we're gonna go on to item five a"
  /\b(?:we(?:'ll| will)|let's|let us|we(?:'re| are) (?:gonna|going to))(?: now)? (?:move|go) (?:on )?(?:now )?(?:to|into|onto) (?:the )?(?:agenda )?item\b/i,
  // "We're now item three, board of director session item a presentation", "Motion passes or on
  // item b, consideration of ..." (a county board)
  /\bwe(?:'re| are) now (?:on |to )?item\b/i,
  /\bwe(?:'re| are)(?: now)? to item\b/i,
  // "Our first, um, item on the agenda is ...", "... regular session item number seven, public works
  // consideration ..." (a county board)
  /\b(?:first|next),? (?:(?:um|uh),? )?item on (?:the|our) agenda\b/i,
  /\bitem number (?:one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2})[,.]? (?:[\w-]+,? ){0,3}(?:consideration|presentation|update|report|public hearing|hearing)\b/i,
  /\b(?:on|to) item [a-z]{1,2},? (?:a )?consideration of\b/i,
  // "Let's take up item 9.", "Now for the second reading of Ordinance 24-12."
  /\btake up (?:agenda )?item\b/i,
  /\b(?:first|second|third|final) reading of (?:an? |the )?(?:ordinance|resolution|bill)\b/i,
  // "We have item b presentation." (a county board's items by letter), not a list of consent
  // items ("We have item A C D F G I J K N P V A B.")
  /\b(?:we have|we've got|next we have|now we have|next is)\s+item\s+(?:number\s+)?[\w-]+\b(?!\s+\w\b)/i,
  // A school board's items by letter and number: "should we just start with K two real quick?",
  // "then we'll go to L one", "and then O2 I believe was a staff presentation", "item K2 is also".
  /\b(?:start with|go to|move to|on to|onto|and then|item)\s+[A-HJ-Z]\s?(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine)\b(?!\s*(?:percent|%|million|thousand))/,
  // "And could you also please read our district mission statement?"
  /\b(?:read|reading|recite) (?:our |the )?(?:district(?:'s)? )?mission statement\b/i,
  // "do we have a report from DTA?", "we also have um statement from csca"
  /\b(?:do we have|we (?:also )?have|next (?:we have|is)) (?:(?:um|uh),? )?(?:a |an |our |the )?(?:report|statement|update) from\b/i,
  ...CLERK_READS_NEXT,
  // A presentation called up: "Next, we will welcome up Silvia Gonzalez." (live captions: "wcome"),
  // "Now we'll invite up the members of the commission."
  /^(?:(?:okay|all right|so|and|\[applause\])[,.]?\s+)*(?:next|now|finally|lastly),? (?:we(?:'ll| will)|I(?:'ll| will)|let's) (?:w\w{0,3}come|invite|call|bring) (?:up|forward)\b/i,
  // "Councilmember Jenkins will be also reading our pride resolution along with councilmember Chavez"
  /\bwill (?:be )?(?:also )?(?:reading|read|presenting|present) (?:our|the|a|an) (?:[\w'-]+ ){0,3}(?:resolution|proclamation)\b/i,
  // "council members, I'll open the floor to nominations for the office of vice president."
  /\bopen the floor (?:to|for) nominations\b/i,
  // "first I want to present uh honorary resolution honoring the life and the contributions of ..."
  /\bI (?:want|would like|am going|'m going) to (?:present|read) (?:(?:uh|um|an?|the|this|our)\s+)*honorary resolution\b/i,
  // Members called up to present an honorary resolution: "Next weave council members Chowdhury and
  // Chavez and Osman to recognize immigrant heritage month" (live captions of "we have"), "I will
  // invite council member Osman up, which is to recognize the Somali week festival."
  /^(?:(?:okay|all right|so|and|now|next)[,.]?\s+)*(?:we have|weave|we'll have|I(?:'ll| will) (?:now )?invite)\s+(?:council ?members?|councilmembers?)\b.{0,80}?\bto (?:recognize|present|read|honor|acknowledge)\b/i,
  // "Next we'll welcome our guests who are here to present on ..."
  /^(?:(?:okay|all right|so|and)[,.]?\s+)*(?:next|now),? (?:we(?:'ll| will)|I(?:'ll| will)) w\w{0,3}come (?:our |the )?guests?\b/i,
  // "I'm going to recognize Chloe Ritter, the planner, to provide the staff presentation."
  /\bI(?:'m going to| am going to| will| would like to|'ll) recognize\b.{0,100}\bto (?:present|provide|give)\b/i,
];

/** An announcement that carries the item's own label ("10A is", "Item 4", "Resolution 2026-24"). */
const ITEM_LABEL =
  /^(?:(?:okay|all right|so|and|now|first|next|motion carries)[,.]?\s+)*(?:(?:this is\s+)?item\s+(?:number\s+|no\.?\s+)?[\w-]+|\d{1,3}[A-Z]{0,2}\b|(?:resolution|ordinance)\s+(?:no\.?\s+|number\s+)?[A-Z]?-?\d)/i;

/** Items named while the agenda is being arranged ("hold item E as in egg"), not taken up. */
const NOT_TAKEN_UP =
  /\b(?:hold|held|pull|pulled|remove|removed|withdrawn|deleted)\b.{0,30}\bitems?\b|\bitem\s+\w{1,3}\s+as in\b|\bitems?\s+\w{1,3}\s+(?:is|was|are|were)\s+(?:crossed|struck|deleted|removed)\b/i;
/** An item read out as put off ("calendar number 34294 has been deferred to August 24th"). */
const PUT_OFF = /\b(?:has|have) been (?:deferred|withdrawn|postponed|continued)\b/i;

/** Whether the text announces an item by one of the cues, and not as put aside. */
const announces = (text: string, cues: RegExp[]): boolean =>
  text.length <= 600 && !NOT_TAKEN_UP.test(text) && cues.some((p) => p.test(text.replace(FILLER_START, '')));

/** The clerk reading out the next item ("we're now on top of page 17", "calendar number 34285"). */
export const clerkReadsNext = (text: string): boolean => announces(text, CLERK_READS_NEXT);

/** An agenda item announced. */
export const isItemCue = (text: string): boolean => announces(text, ITEM_CUES);

/**
 * A proclamation read out: its first "Whereas", with neither another "Whereas" nor an announced
 * item (a resolution announced, then read, its presenters speaking first) in the three minutes
 * before it.
 */
const WHEREAS = /^whereas\b/i;
const PROCLAMATION_GAP = 180;
function opensProclamation(utterances: Utterance[], i: number): boolean {
  const u = utterances[i];
  if (!u || !WHEREAS.test(u.text)) {
    return false;
  }
  for (let k = i - 1; k >= 0; k -= 1) {
    const p = utterances[k];
    if (!p || u.time - p.time > PROCLAMATION_GAP) {
      break;
    }
    if (/\bwhereas\b/i.test(p.text) || isItemCue(p.text)) {
      return false;
    }
  }
  return true;
}

/** Hesitations before an announcement ("Uh, item 7A is ..."). */
const FILLER_START = /^(?:(?:uh|um|er|ah)[,.]?\s+)+/i;

export interface TopicStart {
  /** Position of the topic's first utterance in the section. */
  start: number;
  /** Whether an announced agenda item starts the topic. */
  item: boolean;
  /** Where the announcement is, when not at the start. */
  nameAt?: number;
  /** An earlier announcement of the same topic, to name it when the later one does not. */
  alsoNamedAt?: number;
}

/** An item read by its number ("13 is a bid ...", "Item 2, approve ...", "Number 12 is approving ..."). */
const NUMBERED =
  /^(?:(?:and|so|now)[,.]?\s+)*(?:item\s+)?(?:number\s+|numbe\s+|no\.?\s+)?(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten)\b(?!\s?[A-Za-z]\b)[,.]?\s+(?:is|are|,)?/i;
/** Numbered items announced closer than this one after another are a list being read (seconds). */
const LIST_GAP = 45;
/** Cues closer than this to the previous one are the same announcement (seconds). */
const MIN_ITEM_GAP = 8;
/** A stretch this long with no announcement is split by vocabulary (seconds). */
const LONG_STRETCH = 12 * 60;
const MIN_LEXICAL_TOPIC = 4 * 60;
/** An announced agenda item is one topic unless it runs longer than this (seconds). */
const LONG_ITEM = 30 * 60;
/** A long announced item is cut by vocabulary only into parts at least this long (seconds). */
const MIN_ITEM_PART = LONG_ITEM / 2;

/**
 * Where topics start, as utterance positions within `utterances` (the section's), the first
 * always 0.
 */
export function findTopics(
  utterances: Utterance[],
  options: {
    cues?: boolean;
    lexical?: boolean;
    /** The section was announced, so its first topic is the part's first item. */
    announced?: boolean;
  } = {},
): TopicStart[] {
  const starts: TopicStart[] = [{ start: 0, item: false }];
  if (utterances.length === 0) {
    return starts;
  }
  const sectionStart = utterances[0]?.time ?? 0;
  if (options.cues !== false) {
    let lastCue = -Infinity;
    let lastNumbered = -Infinity;
    let firstLabelled = false;
    // Items read out one after another as put off are one topic: the deferrals.
    let putOff = false;
    // The last cue called a committee's report ("The next report is from our ... committee").
    let lastReport = false;
    // When the last grouping of items was read.
    let lastGrouping = -Infinity;
    utterances.forEach((u, i) => {
      // Items read out one after another by their numbers ("13 is a bid ...", "14 is a contract
      // ...", as a committee's report is read) are a list, not items taken up each in turn.
      const numbered = NUMBERED.test(u.text);
      const listed = numbered && u.time - lastNumbered < LIST_GAP;
      if (numbered) {
        lastNumbered = u.time;
      }
      if (listed || (!isItemCue(u.text) && !opensProclamation(utterances, i))) {
        return;
      }
      const deferral = PUT_OFF.test(u.text);
      const report = COMMITTEE_REPORT.test(u.text);
      const sameReport = report && lastReport && u.time - lastCue < REPORT_OPENING;
      lastReport = report;
      // The motion read with a grouping ("... we have motion M24-1557 by council member King
      // approving ...") is part of it.
      const grouped = READS_MOTION.test(u.text) && u.time - lastGrouping < GROUPING_READ;
      if (GROUPING.test(u.text)) {
        lastGrouping = u.time;
      }
      if (u.time - lastCue < MIN_ITEM_GAP || sameReport || grouped) {
        // The same announcement ("this calendar number 34 239" "has been withdrawn")
        putOff ||= deferral;
        return;
      }
      lastCue = u.time;
      if (deferral && putOff) {
        return;
      }
      putOff = deferral;
      if (u.time - sectionStart < 30 && starts.length === 1 && !firstLabelled) {
        // The section opens with its first item: one topic, named after the item. A second
        // labelled item ("10A is ...", then "10B is ...") is a topic of its own.
        const earlier = starts[0]?.nameAt;
        starts[0] = {
          start: 0,
          item: true,
          nameAt: i,
          ...(earlier === undefined ? {} : { alsoNamedAt: earlier }),
        };
        firstLabelled = ITEM_LABEL.test(u.text);
        return;
      }
      starts.push({ start: i, item: true });
    });
  }
  // Split long unannounced stretches by vocabulary.
  const result: TopicStart[] = [];
  starts.forEach((s, k) => {
    result.push(s);
    const end = starts[k + 1]?.start ?? utterances.length;
    const from = utterances[s.start]?.time ?? 0;
    const to = utterances[end - 1]?.time ?? from;
    const item = s.item || (k === 0 && options.announced === true);
    if (options.lexical !== false && to - from >= (item ? LONG_ITEM : LONG_STRETCH)) {
      for (const cut of lexicalBreaks(
        utterances.slice(s.start, end),
        item ? MIN_ITEM_PART : MIN_LEXICAL_TOPIC,
      )) {
        result.push({ start: s.start + cut, item: false });
      }
    }
  });
  return result;
}

/**
 * TextTiling: compare the vocabulary of the blocks either side of each gap between pseudo-
 * sentences; deep valleys of similarity are topic shifts. Returns utterance positions.
 */
export function lexicalBreaks(utterances: Utterance[], minDuration = MIN_LEXICAL_TOPIC): number[] {
  const TOKENS_PER_UNIT = 20;
  const BLOCK = 6;
  // Pseudo-sentences of ~20 content terms, each remembering the utterance it starts at.
  const units: { terms: string[]; utterance: number }[] = [];
  let current: string[] = [];
  let startsAt = 0;
  utterances.forEach((u, i) => {
    if (current.length === 0) {
      startsAt = i;
    }
    current.push(...u.terms);
    if (current.length >= TOKENS_PER_UNIT) {
      units.push({ terms: current, utterance: startsAt });
      current = [];
    }
  });
  if (current.length > 0) {
    units.push({ terms: current, utterance: startsAt });
  }
  if (units.length < BLOCK * 2 + 1) {
    return [];
  }
  const gaps: number[] = [];
  for (let g = 1; g < units.length; g += 1) {
    const left = counts(units.slice(Math.max(0, g - BLOCK), g).map((x) => x.terms));
    const right = counts(units.slice(g, g + BLOCK).map((x) => x.terms));
    gaps.push(cosine(left, right));
  }
  // Smooth, then score each valley by its depth below the peaks either side.
  const smooth = gaps.map((_, i) => {
    const window = gaps.slice(Math.max(0, i - 1), i + 2);
    return window.reduce((a, b) => a + b, 0) / window.length;
  });
  const depth = smooth.map((value, i) => {
    let left = value;
    for (let j = i - 1; j >= 0 && (smooth[j] ?? 0) >= left; j -= 1) {
      left = smooth[j] ?? left;
    }
    let right = value;
    for (let j = i + 1; j < smooth.length && (smooth[j] ?? 0) >= right; j += 1) {
      right = smooth[j] ?? right;
    }
    return left - value + (right - value);
  });
  const mean = depth.reduce((a, b) => a + b, 0) / depth.length;
  const sd = Math.sqrt(depth.reduce((a, b) => a + (b - mean) ** 2, 0) / depth.length);
  const threshold = mean + sd / 2;
  const candidates = depth
    .map((d, i) => ({ d, unit: i + 1 }))
    .filter((c) => c.d > threshold && c.d > 0.05)
    .sort((a, b) => b.d - a.d);
  const chosen: number[] = [];
  const startTime = utterances[0]?.time ?? 0;
  const endTime = utterances.at(-1)?.time ?? startTime;
  for (const c of candidates) {
    const position = units[c.unit]?.utterance ?? 0;
    const time = utterances[position]?.time ?? 0;
    if (time - startTime < minDuration || endTime - time < minDuration) {
      continue;
    }
    if (chosen.some((p) => Math.abs((utterances[p]?.time ?? 0) - time) < minDuration)) {
      continue;
    }
    chosen.push(position);
  }
  return chosen.sort((a, b) => a - b);
}
