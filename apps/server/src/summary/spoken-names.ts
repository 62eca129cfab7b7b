/** How speakers, titles and counts are said in meetings: the patterns motions and votes share. */

/** A pattern matching the words case-insensitively, leaving the rest of the regex case-sensitive. */
export function ci(pattern: string): string {
  return pattern.replace(
    /(\\.)|([a-z])/g,
    (_, escape: string | undefined, letter: string | undefined) =>
      escape ?? `[${letter}${letter?.toUpperCase()}]`,
  );
}

export const TITLE = ci(
  String.raw`(?:council\s?(?:wo)?man|council\s?member|council\s?person|councilor|commissioner|supervisor|alder(?:wo)?man|alderperson|trustee|director|vice[-\s]mayor|mayor|vice[-\s]chair(?:man|woman|person)?|chair(?:man|woman|person)?|vice[-\s]president|president|mr\.?|mrs\.?|ms\.?|miss|dr\.?)`,
);
export const TITLES = ci(
  String.raw`(?:council\s?members|councilors|commissioners|supervisors|trustees|alder(?:wo)?men|directors)`,
);
/** A capitalised name of one to three words. Case-sensitive. */
export const NAME = String.raw`[A-Z][\w'’-]*(?:\s(?:(?:de|da|del|la|le|van|von|der|di)\s)?[A-Z][\w'’-]*){0,2}`;
export const I = 'i';

export const NOT_A_NAME = new Set(
  `the a an this that it and or all any everyone everybody anyone nobody none hearing seeing motion second
  second. i we you he she they there here yes no aye nay okay so council members member chair`.split(/\s+/),
);

export function person(title: string | undefined, name: string): string | null {
  const clean = name.replace(/[.,;:?!]+$/, '').trim();
  if (!clean || NOT_A_NAME.has(clean.split(/\s+/)[0]?.toLowerCase() ?? '')) {
    return null;
  }
  if (!title) {
    return clean;
  }
  const t = title
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
    .replace(/^(mr|mrs|ms|dr)$/, '$1.')
    .replace(/(^|[\s-])\w/g, (c) => c.toUpperCase());
  return `${t} ${clean}`;
}

/** A count said in words or digits, up to twelve. */
export const COUNT = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
/** The yeas as only captions hear them, never another word ("six Y", "six shades"). */
export const YEAS_HEARD = String.raw`(?:ys|y|shades|shaves|shad|shares|shays|shea's|sheas|shes|shs|sh)`;
/**
 * "Yeas" and "nays" of a machine vote's count, also as automatic captions hear them ("six years no
 * days", "six Y no n", "six shades", "five Y no NS"), and the "no" before the nays ("new days").
 */
export const YEAS = String.raw`(?:yeas?|yays|years|eggs|ayes|eyes|gays|days|${YEAS_HEARD})`;
export const NAYS = String.raw`(?:nays?|neighs|days?|names|noes|nos|nice|knees|next|nights|nates|news|ns|n|a)`;
export const NO_NAYS = String.raw`(?:no|new|near|zero|there|their)`;
/**
 * The forms of a machine vote's count: yeas and nays ("four years two Nays"), the yeas with "noes"
 * ("five years noes", "six y n", "six years known as", "six years nowadays", "five years Nunes",
 * "seven years noonies"), the nays as "nights", "nates" or "news" ("five years no nights", "five
 * gays and no news"), the yeas as "eyes" or "gays" ("seven eyes no names", "five gays no names"), no
 * yeas word ("six no next"), and "six yeas" run together ("68 no n"); fillers may come before the
 * nays ("seven years uh no names", "six years uh and uh no names").
 * Group 1, 3, 4 or 5 is the yeas; group 2 the nays, when a number.
 */
export const MACHINE_COUNT = String.raw`\b(?:${COUNT}(?:\s+${YEAS}|\s?a(?:'s| is)|\s+a(?=\s+${NO_NAYS}\s))[,.]?\s+(?:(?:uh|um|and)\s+){0,3}(?:${NO_NAYS}|${COUNT})\s+${NAYS}|${COUNT}\s+${YEAS}[,.]?\s+(?:noes|ns|n|known as|nowadays|nunes|noonies)|([2-9])8\s+${NO_NAYS}\s+${NAYS}|${COUNT}\s+${NO_NAYS}\s+(?:nays?|days|next|ns|n))\b`;
