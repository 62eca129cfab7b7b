/**
 * What the chair and the clerk say when a part of the order of business begins: the cues of
 * each kind of section, and the section (if any) an utterance announces.
 */
export type SectionType =
  | 'call_to_order'
  | 'roll_call'
  | 'invocation'
  | 'minutes'
  | 'consent'
  | 'presentations'
  | 'reports'
  | 'public_comment'
  | 'public_hearing'
  | 'old_business'
  | 'new_business'
  | 'ordinances'
  | 'other_business'
  | 'closed_session'
  | 'adjournment';

export const SECTION_NAMES: Record<SectionType, string> = {
  call_to_order: 'Call to order',
  roll_call: 'Roll call',
  invocation: 'Invocation and pledge',
  minutes: 'Approval of minutes and agenda',
  consent: 'Consent agenda',
  presentations: 'Presentations and proclamations',
  reports: 'Reports',
  public_comment: 'Public comment',
  public_hearing: 'Public hearings',
  old_business: 'Old business',
  new_business: 'New business',
  ordinances: 'Ordinances and resolutions',
  other_business: 'Other business',
  closed_session: 'Closed session',
  adjournment: 'Adjournment',
};

/** Sections whose content is procedure: one topic each, named after the section. */
export const PROCEDURAL_SECTIONS = new Set<SectionType>([
  'call_to_order',
  'roll_call',
  'invocation',
  'minutes',
  'consent',
  'closed_session',
  'adjournment',
]);

// Not a part being put off ("before we get into tonight's agenda").
const MOVE = String.raw`(?<!\bbefore\s+(?:we|i|you)\s+)(?:(?:move|moving|go|going|turn|turning|proceed|get|getting|come|coming)\s+(?:on\s+|back\s+|along\s+)?(?:in)?to|brings? us (?:now )?to|takes? us (?:now )?to|we(?:'re| are) (?:now )?(?:to|at|on)|time for|now (?:to|for)|next is|next,? we (?:now )?have|(?:the )?next order of business is|next,|on to|onto|(?:up next|next up|first up),? (?:is|will be|we (?:will )?have)|next(?: up)? on (?:the|our|tonight's|today's) agenda is)`;

/** The council back in open session after a closed one ("... has reconvened in open session following our closed session"). */
export const RECONVENED =
  /\breconvened (?:in(?:to)? (?:open|regular|public) session|from (?:the |our )?(?:closed|executive) session)\b/i;

/** The board back in open session after a closed one, said so ("All righty. We are back in open session."). */
export const BACK_IN_OPEN_SESSION = /\bback in(?:to)? (?:open|public) session\b/i;

const CUES: [SectionType, RegExp[]][] = [
  ['roll_call', [RECONVENED]],
  [
    'call_to_order',
    [
      /\b(?:call(?:ing)?|called)\s+(?:this|the|our|today's|tonight's)?\s*(?:[\w'-]+,?\s+){0,14}?(?:meeting|session|board|commission|council)?\s*to order\b/i,
      /\bcall(?:ing)? to order\b/i,
      // "it is my pleasure to call this it regular meeting to the city council" (live captions)
      /\bcall (?:this|the|our)\s+(?:[\w'-]+\s+){0,2}(?:regular|special|adjourned) (?:meeting|session)\b/i,
      /\b(?:is|be|will be|now)\s+(?:now\s+)?called to order\b/i,
      // "The August 2nd, 2021 council briefing meeting will come to order."
      /\b(?:will|shall)\s+(?:now\s+)?(?:please\s+)?come to order\b/i,
      // not "before we convene our meeting we have a few presentations of honorary resolutions"
      /(?<!\bbefore (?:we|i) )\b(?:time to )?convene (?:this|the|our)\b/i,
      /\bget (?:our|the|this) meeting (?:underway|started)\b/i,
      /\bwelcome to (?:the |this |our )?(?:[\w'-]+\s+){0,6}(?:meeting|session)\b/i,
      /\bthis is (?:the )?(?:[A-Z][\w'-]*\s+){1,4}(?:council|commission|board)\b.{0,30}\b(?:on|for)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i,
    ],
  ],
  [
    'invocation',
    [
      /\binvocation\b/i,
      /\bpledge of allegiance\b/i,
      /\blead us (?:in|into|in a) (?:the |a |our )?(?:pledge|prayer|devotion(?:al)?|invocation)\b/i,
      /\b(?:let us|let's) pray\b/i,
      /\b(?:devotional|moment of silence)\b/i,
      /^i pledge allegiance\b/i,
      /\bplease (?:rise|stand)(?: for| and)\b/i,
      // "get started with a prayer and a pledge", "with a, uh, a prayer in the pledge" (captions)
      /\b(?:with|for|by)\s+(?:(?:the|a|uh|um),?\s+)*prayer (?:and|in) (?:the |a )?pledge\b/i,
    ],
  ],
  [
    'minutes',
    [
      /\b(?:approv\w*|adopt\w*)\s+(?:of\s+)?(?:the\s+)?(?:[\w'-]+\s+){0,3}minutes\b/i,
      /\bminutes (?:of|from) (?:the|our) (?:last|previous|prior|regular)\b/i,
      // "Welcome, and we are looking at the minutes from our September 6th meeting."
      /\b(?:looking at|look at|considering|consider|reviewing|review|take up) (?:the )?minutes (?:of|from)\b/i,
      /\bmotion (?:to|for) (?:the )?approv\w* (?:of )?the minutes\b/i,
      /\b(?:amendments?|additions?|changes?|deferrals?) to (?:the|tonight's|today's) agenda\b/i,
      // not "since we have already approved the agenda"
      /\b(?:set|setting|approv(?:e|ing|al)|adopt(?:ing|ion)?) (?:of )?(?:the|our|tonight's|today's) agenda\b/i,
      /\bagenda (?:adoption|approval)\b/i,
      // "Colleagues, our agenda for today's meeting is before us."
      /\b(?:the|our) agenda (?:for (?:today's|tonight's|this) meeting )?is (?:now )?before us\b/i,
      /\bitems? (?:to be )?withdrawn\b/i,
      /\bitems? for postponement\b/i,
    ],
  ],
  [
    'consent',
    [
      /\bconsent (?:agenda|calendars?|items)\b(?! (?:items )?(?:off|from))/i,
      /\b(?:motion|move) (?:on|to approve|for approval of) the consent\b/i,
      // "Well that brings us to consent already.", "next we are moving on to consent which is MN o p and Q."
      new RegExp(String.raw`${MOVE}\s+(?:the\s+|our\s+)?consent\b(?!\s+(?:of|from|to)\b)`, 'i'),
    ],
  ],
  [
    'presentations',
    [
      new RegExp(
        String.raw`${MOVE}\s+(?:the\s+|our\s+)?(?:presentations?(?!\s+of\s+(?:the\s+)?reports?\b)|proclamations?|recognitions?|(?:(?:two|three|four|five|several) )?honorary resolutions?|special presentations?)\b`,
        'i',
      ),
      /^(?:(?:okay|so|and|now)[,.]?\s+)?(?:presentations?|proclamations?|recognitions?)[.:]/i,
      // "We'll move on to item number two, employee recognition" (a county board), not going back
      /\b(?:move|moving|go|going|turn|proceed)\s+(?:on\s+)?(?:now\s+)?to item\s+(?:number\s+)?\w+[,.:]?\s+(?:[\w'-]+\s+){0,2}(?:recognitions?|presentations?|proclamations?)\b/i,
      /\bpresentation of (?:the |a )?(?:[\w'-]+\s+){0,6}(?:report|award|proclamation|plaque|certificate)\b/i,
      /\bwe have (?:a |a few |two |three |several |some |a couple of |one )?(?:special )?(?:presentations?|proclamations?)\b/i,
      /\bcome (?:down|up|forward) for (?:the |our |a )?(?:[\w'-]+\s+){0,8}proclamation\b/i,
      /\b(?:has|have|had|won) (?:one|a|two|three|several|a couple of) special recognitions?\b/i,
      /\bfor the proclamation (?:acknowledging|recognizing|declaring|honoring|proclaiming)\b/i,
      // "we have some introduction of some new leadership staff members", "now we are going to
      // officially introduce our two new leadership staff members" (a school board)
      /\bintroduc(?:e|ing|tion of) (?:our |some |the )?(?:\w+ )?new (?:leadership |staff )*(?:staff|members|hires|employees|principals?|administrators)\b/i,
    ],
  ],
  [
    'reports',
    [
      /\b(?:mayor|manager|administrator|director|chair(?:man|woman)?|clerk|attorney|superintendent|president)'?s?'? report\b/i,
      /\b(?:council|commission|committee|board|members'?)\s+reports?\b/i,
      // "you're up next with, um, our student board member report"
      /\bboard member'?s?'? reports?\b/i,
      // "That takes us to our student representative updates" (a school board)
      /\bstudent (?:representative|board member|board rep|member)s?'? (?:updates?|reports?)\b/i,
      /\breports? (?:of|from) (?:the |our )?(?:standing )?(?:council|commission|committees?|members?|staff|mayor|manager|officers?|board)\b/i,
      /\breports and communications\b/i,
      // "then there are some written reports", "that brings us to trustee or reports" (captions of
      // "trustee reports"), "we have no written reports for tonight. Um, future items."
      // "And I have um 2 items to report out of closed session."
      /\breport(?:ing)? out (?:of|from) closed session\b/i,
      // "All right, we have, um, actions out of the closed meeting."
      /\bactions? out of (?:the )?closed (?:meeting|session)\b/i,
      // "We're on to item four. County business update." (a county board)
      /^(?:(?:okay|so|and|now)[,.]?\s+)?(?:the\s+)?county business update\b/i,
      // "Next item is, uh, county business update."
      new RegExp(
        String.raw`(?:${MOVE}|\bnext item is)[,.]?\s+(?:(?:uh|um),?\s+)?(?:the\s+)?county business update\b`,
        'i',
      ),
      /\bwritten reports\b/i,
      new RegExp(
        String.raw`${MOVE}\s+(?:the\s+|our\s+)?(?:trustee|board member|member|director|commissioner|supervisor|superintendent)s?'?\s+(?:\w+\s+)?reports?\b`,
        'i',
      ),
      new RegExp(
        String.raw`${MOVE}\s+(?:the\s+)?comments (?:from|of) (?:the\s+)?(?:mayor|council|commission|board|members)\b`,
        'i',
      ),
      /\b(?:hear|have) comments from (?:the\s+)?(?:mayor|council|commission|board|members)\b/i,
      // "We now will hear from Council from the mayor and council members."
      /\bwe (?:now )?will (?:now )?hear from (?:the )?(?:council|mayor)\b/i,
      /^(?:(?:okay|so|and|now)[,.]?\s+)?reports?[.:]/i,
      // "We now move to reports and public officers and others.", "moving to reports on committees"
      new RegExp(String.raw`${MOVE}\s+(?:the\s+)?reports?\s+(?:and|of|on|from)\b`, 'i'),
      // "We're now on the item number six, county business update."
      /\bitem\s+(?:number\s+)?\w+[,.:]?\s+(?:[\w'-]+\s+){0,3}(?:updates?|reports?)[.!]?$/i,
    ],
  ],
  [
    'public_comment',
    [
      new RegExp(
        String.raw`${MOVE}\s+(?:the\s+|our\s+|tonight's\s+|today's\s+)?(?:(?:first|second|2nd|next|initial|general|final|roster|agenda[- ]related),?\s+)*(?:segment\s+of\s+|portion\s+of\s+)?(?:public (?:forum|comments?)|(?:citizen|community) (?:comments?|forum|input|participation)|comments from the (?:public|community)|audience (?:comments?|participation))\b`,
        'i',
      ),
      /\bsigned up (?:to speak )?(?:for|at|during|in) (?:the )?public (?:forum|comments?)\b/i,
      // Not the comments on an item from those who asked to speak ("we have public comments from well
      // first we have a comment from ...").
      /\b(?:we (?:now |next )?have|now we have|open(?:ing)? (?:the )?(?:floor for )?|ready for|begin|start|(?:we will|we'll|we) (?:now )?hear) (?:the |our )?public (?:forum|comments?)\b(?!\s+(?:from|on|regarding|about)\b(?!\s+the\s+(?:public|floor|audience|community)\b))/i,
      /\bpublic (?:forum|comments?)\b.{0,40}\b(?:anyone|anybody|who would like|signed up)\b/i,
      /^(?:(?:okay|so|and|now)[,.]?\s+)?public (?:forum|comments?)[.:]/i,
      // Arizona's name for it: "With that we're on item number six, call to the public.", "do we
      // have any call for the public?", "we'll move on to item number five called the public.";
      // not one spoken of ("the comments that were shared today and call to the public", "that
      // was a productive where a call to the public, somebody brought something forward").
      /\b(?<!\b(?:in|and|at|during|from|where)\s(?:the\s|a\s)?)(?:call (?:to|for)|item (?:number )?\w+,? called) the public\b/i,
    ],
  ],
  [
    'public_hearing',
    [
      new RegExp(String.raw`${MOVE}\s+(?:the\s+|our\s+)?(?:public|administrative) hearings?\b`, 'i'),
      /\b(?:open|opening|opened) (?:the |this )?public hearing\b/i,
      // "we do have three public hearings to be held"
      /\bwe (?:also |do )?have (?:\w+ )?(?:public|administrative) hearings?\b/i,
      // "Our next item is, uh, item five c, a public hearing consideration of a liquor license."
      /\bitem (?:number )?\w+(?: \w)?,? (?:a |the )?public hearing\b/i,
      // Witnesses sworn, not members sworn into office ("they would basically be sworn in on
      // November 6th", a school board on its elections).
      /\bswear (?:in|you in)\b|\bbe sworn\b(?!\s+(?:in\s+)?(?:on|as|at|by|into|out|before|after|the)\b)/i,
      /^(?:(?:okay|so|and|now)[,.]?\s+)?(?:public|administrative) hearings?[.:]/i,
      // "We now are on item number four, board of supervisors public hearing."
      /\bitem\s+(?:number\s+)?\w+[,.:]?\s+(?:[\w'-]+\s+){0,4}public hearings?[.!]?$/i,
    ],
  ],
  [
    'old_business',
    [
      /\b(?:old|unfinished) business\b/i,
      // "addendum items", not an addendum to a contract ("Or an addendum to-")
      /\baddendum items?\b/i,
      /\b(?:previously|last month'?s?) (?:presented|postponed|deferred|tabled) (?:items|applications|matters)\b/i,
    ],
  ],
  [
    'new_business',
    [
      // not a business that is new ("to start a new business", "new business owners")
      /(?<!\b(?:a|any|every|small)\s)\bnew business\b(?!\s+owners?\b)/i,
      // "We'll move on to item number three, administrative services, consideration of award of
      // contract b 24 dash 12." (Navajo County board of supervisors)
      /\bconsideration (?:and |of )?(?:the )?award of (?:a |the )?contracts?\b/i,
      // "Um, first up in special order of business is a contract Amendment"
      /\bspecial orders? of (?:the day|business)\b/i,
      new RegExp(String.raw`${MOVE}\s+(?:the\s+)?personnel (?:orders|matters|actions)\b`, 'i'),
      // "I think we will move on then to, uh, items not requiring a public hearing."
      /\bitems not requiring a public hearing\b/i,
      // "We will have item 21. These items are for introduction.", "moving on to 21 new business
      // items for introduction" (Huntsville)
      /\bitems (?:are |in \d+ are )?for introduction\b/i,
      // "The next order of business is notice of introductions.", "... is the introduction and
      // referral calendar" (Minneapolis)
      new RegExp(
        String.raw`${MOVE}\s+(?:the\s+)?(?:notices? of (?:ordinance )?(?:intent to introduce|introductions?)|introduction and referral)\b`,
        'i',
      ),
      new RegExp(
        String.raw`${MOVE}\s+(?:the\s+|tonight's\s+|today's\s+|our\s+)?(?:agenda(?!\s+(?:items?|setting)\b)|regular agenda|regular order|action items?|business (?:items|agenda)|applications?(?: process)?(?!\s+of\b))\b`,
        'i',
      ),
      /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty|several|some|a few)\s+(?:new\s+)?(?:beer\s+)?(?:permit\s+)?(?:applications|requests)\b(?! (?:for|to) (?:postpone|defer))/i,
      /\bover to (?:the )?(?:\w+\s+){0,3}for the applications\b/i,
      // "we're gonna go on to some board policies", "next we have um a lot of board policies to discuss"
      new RegExp(
        String.raw`(?:${MOVE}|\bwe have)\s+(?:(?:um|uh|some|a lot of|several|our|the|two|three)\s+)*board policies\b`,
        'i',
      ),
      /\b(?:that |this )?(?:closes|concludes|ends) (?:the )?(?:first |second )?(?:segment of |portion of )?public (?:forum|comments?)\b/i,
    ],
  ],
  [
    'ordinances',
    [
      /^(?:(?:okay|all right|so|and|now|first|next)[,.]?\s+)*(?:item\s+(?:number\s+)?)?\d{1,3}[A-Z]{0,2}\s*[,.]?\s+(?:on (?:the|our) agenda\s+)?(?:is|as|has)\s+(?:(?:an?|the)\s+)?(?:emergency\s+)?(?:ordinance|resolution)\b/i,
      /\b(?:is|as) (?:an? )?(?:emergency )?(?:ordinance|resolution) (?:to|of|on|authorizing|approving|amending|confirming|appropriating|establishing|honoring|adopting|accepting|requesting|supplementing|setting|rezoning|approving)\b/i,
      // as automatic captions mishear it too ("ordices on first reading", "audiences on first
      // reading", "ordinance on first readings")
      /\b(?:ordinances?|ordices?|ordes|audiences?|resolutions?) on (?:first|second|third|final) readings?\b/i,
      new RegExp(
        String.raw`${MOVE}\s+(?:the\s+)?(?:general government\s+)?(?:resolutions|ordinances|elections and (?:confirmations|appointments)|zoning (?:items|matters))\b`,
        'i',
      ),
      /^(?:(?:okay|so|and|now)[,.]?\s+)?(?:general government )?(?:resolutions|ordinances|elections and (?:confirmations|appointments))[.:]/i,
      /\bconsideration of an? (?:ordinance|resolution)\b/i,
      // "Um, next up is a resolution regarding the sufficiency of instructional materials."
      new RegExp(String.raw`${MOVE}\s+(?:an?|another)\s+(?:ordinance|resolution)\b`, 'i'),
      /\bthis is resolution\b/i,
      // "we're on to motions, orders and resolutions" (captions: "motion supporters in resolutions")
      new RegExp(String.raw`${MOVE}\s+motions?,?\s+(?:\w+\s+){0,2}(?:and|in)\s+resolutions\b`, 'i'),
    ],
  ],
  [
    'other_business',
    [
      /\b(?:is there|are there|any|have) (?:any )?(?:other|further|new) business\b/i,
      new RegExp(String.raw`${MOVE}\s+(?:the\s+)?(?:portion of\s+)?other business\b`, 'i'),
      /^(?:(?:okay|so|and|now)[,.]?\s+)?other business[.:]/i,
      new RegExp(String.raw`${MOVE}\s+(?:the\s+|our\s+|tonight's\s+|today's\s+)?discussion items?\b`, 'i'),
      // "that takes us to agenda setting", "we'll move on to future agenda items"
      new RegExp(String.raw`${MOVE}\s+(?:the\s+)?(?:agenda setting|future agenda items?)\b`, 'i'),
      // "Does anyone have any announcements at this time"
      new RegExp(String.raw`${MOVE}\s+(?:the\s+)?announcements\b`, 'i'),
      /\b(?:does anyone|do we|does anybody) have any announcements\b/i,
      // "Colleagues will now take up any announcements.", "are there any announcements from Council
      // Members?", "I will ask if there are any announcements from council members."
      /\b(?:take up|are there|if there are) any announcements\b/i,
      // "I'll ask if there is any announcements from council members", "I'll take any
      // announcements that my colleagues may have"
      /\b(?:if there is|i'll take|i will take|we'll take|we will take) any announcements\b/i,
      /^(?:(?:okay|so|and|now)[,.]?\s+)?discussion (?:items?\b|on\b)/i,
    ],
  ],
  [
    'closed_session',
    [
      // "then we are going to adjourn to closed session", "I'll move We adjourn to close session.",
      // "I will move onto our closed session"
      /\b(?:adjourn\w*|recess\w*|go|going|move|moving|convene\w*|retire) (?:in|on)?to (?:(?:uh|um) )?(?:a |the |our |an )?(?:closed?|executive) session\b/i,
    ],
  ],
  [
    'adjournment',
    [
      /\b(?:we(?:'re| are)|meeting\w* is|session is|meeting stands|we stand|board is|commission is|council is)\s+(?:now\s+)?(?:officially\s+)?adjourned\b/i,
      /\b(?:motion|move|moved) (?:to|for) adjourn(?:ment)?\b/i,
      /\bmove (?:that )?we adjourn\b/i,
      /\b(?:entertain|have|need|hear) a motion (?:to|for) adjourn/i,
      /\bstand(?:s)? adjourned\b/i,
      /^adjourned[.!]?$/i,
      /\bno (?:other|further) business\b.{0,40}\badjourn/i,
      // "And with that, we'll adjourn." (a county board, no motion); "so with that I adjourn" (a committee chair)
      /\bwith that,? (?:we(?:'ll| will)|I(?:'ll| will)?) (?:now )?adjourn\b/i,
    ],
  ],
];

/** Mentions that are not the start of a part of the meeting ("this is not a public forum"). */
/**
 * "there is no consent agenda", "not the public hearing", "it still has not been in the consent
 * agenda" (not "... six yeas no | the consent agenda").
 */
const NEGATED =
  /\b(?:(?:not|isn't|never)\s+(?:been\s+)?(?:in\s+|on\s+|part of\s+)?(?:a\s+|the\s+)?|no\s+)(?:public (?:forum|comment|hearing)|consent)\b/i;

/** The section types whose start the utterance announces (none when it lists several: an overview). */
export function sectionCues(text: string): SectionType[] {
  if (text.length > 400 || NEGATED.test(text)) {
    return [];
  }
  const found: SectionType[] = [];
  for (const [type, patterns] of CUES) {
    if (patterns.some((p) => p.test(text))) {
      found.push(type);
    }
  }
  if (found.includes('closed_session')) {
    return ['closed_session'];
  }
  if (found.includes('adjournment')) {
    return ['adjournment'];
  }
  if (found.length === 2 && found.includes('old_business') && found.includes('new_business')) {
    // "Old business, nothing; new business, 5A": the part named last is the one that starts.
    const lower = text.toLowerCase();
    const old = Math.max(lower.lastIndexOf('old business'), lower.lastIndexOf('unfinished business'));
    return [lower.lastIndexOf('new business') > old ? 'new_business' : 'old_business'];
  }
  if (found.includes('public_hearing') && /\b(?:is|as) a public hearing\b/i.test(text)) {
    // "9A is a public hearing on a resolution ...": a hearing, in the public hearings.
    return ['public_hearing'];
  }
  if (found.length === 2 && found.includes('ordinances')) {
    // "11A is a resolution confirming the appointment to the public arts committee"
    return ['ordinances'];
  }
  if (found.length === 0 && BACK_IN_OPEN_SESSION.test(text)) {
    // The board back in open session after a closed one ("We are back in open session."): the
    // business goes on, and a part named with it or right after takes its place.
    return ['new_business'];
  }
  return found.length === 1 ? found : [];
}
