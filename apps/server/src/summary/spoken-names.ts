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
  String.raw`(?:council\s?(?:wo)?man|council\s?member|council\s?person|councilor|commissioner|supervisor|alder(?:wo)?man|alderperson|trustee|director|vice[-\s]mayor|mayor|vice[-\s]chair(?:man|woman|person)?|chair(?:man|woman|person)?|president|mr\.?|mrs\.?|ms\.?|dr\.?)`,
);
export const TITLES = ci(
  String.raw`(?:council\s?members|commissioners|supervisors|trustees|alder(?:wo)?men|directors)`,
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
/** "Yeas" and "nays" of a machine vote's count, also as automatic captions hear them. */
export const YEAS = String.raw`(?:yeas?|yays|years|eggs|ayes|days)`;
export const NAYS = String.raw`(?:nays?|neighs|days|names|noes|nos|nice|knees|next)`;
