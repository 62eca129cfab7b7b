import fc from 'fast-check';

/**
 * Mutations of real files for property tests of parsers: lines deleted, duplicated and swapped,
 * files cut short, hostile text inserted or put in place of a line, line ends mixed, and edits
 * that each format brings of its own.
 */

/** Strings of any UTF-16 code units, lone surrogates included. */
const utf16 = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) });

/**
 * Text that trips parsers up: the format's own hostile pieces, as weighted, then random bytes, any
 * UTF-16 and, more rarely, one of the long units repeated thousands of times.
 */
export function hostile(own: fc.WeightedArbitrary<string>[], longUnits: string[]): fc.Arbitrary<string> {
  const long = fc
    .record({ unit: fc.constantFrom(...longUnits), count: fc.integer({ min: 1_000, max: 50_000 }) })
    .map(({ unit, count }) => unit.repeat(count));
  return fc.oneof(
    ...own,
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
    { weight: 2, arbitrary: utf16 },
    { weight: 1, arbitrary: long },
  );
}

/**
 * An edit of a text's lines. `at` picks a line or a character, counting round; `with`, the line to
 * swap with; `count`, how many line ends from there are replaced with `text`.
 */
export type LineEdit =
  | { kind: 'delete' | 'duplicate' | 'truncate'; at: number }
  | { kind: 'swap'; at: number; with: number }
  | { kind: 'insert' | 'replaceLine'; at: number; text: string }
  | { kind: 'lineEnds'; at: number; count: number; text: string };

const LINE_EDIT_KINDS: Record<LineEdit['kind'], true> = {
  delete: true,
  duplicate: true,
  truncate: true,
  swap: true,
  insert: true,
  replaceLine: true,
  lineEnds: true,
};

const isLineEdit = (e: { kind: string }): e is LineEdit => Object.hasOwn(LINE_EDIT_KINDS, e.kind);

/**
 * A fixture's name and one to six edits of it: line edits that insert hostile `text`, and the
 * format's `own` edits; `positionKinds` name own edits of a position alone (`K`), drawn with the
 * deletions.
 */
export function mutationOf<Own extends { kind: string; at: number }, K extends Own['kind'] = never>(
  fixtureName: fc.Arbitrary<string>,
  edits: { text: fc.Arbitrary<string>; own: fc.Arbitrary<Own>[]; positionKinds?: K[] },
) {
  type PositionKind = 'delete' | 'duplicate' | 'truncate' | K;
  type Edit = LineEdit | Own | { kind: PositionKind; at: number };
  const kinds = edits.positionKinds ?? [];
  const edit = fc.oneof<fc.Arbitrary<Edit>[]>(
    fc.record({
      kind: fc.constantFrom<PositionKind>('delete', 'duplicate', 'truncate', ...kinds),
      at: fc.nat(),
    }),
    fc.record({ kind: fc.constant('swap'), at: fc.nat(), with: fc.nat() }),
    fc.record({ kind: fc.constantFrom('insert', 'replaceLine'), at: fc.nat(), text: edits.text }),
    ...edits.own,
    fc.record({
      kind: fc.constant('lineEnds'),
      at: fc.nat(),
      count: fc.integer({ min: 1, max: 50 }),
      text: fc.constantFrom('\r\n', '\r', '\n\n', ''),
    }),
  );
  return fc.record({ fixture: fixtureName, edits: fc.array(edit, { minLength: 1, maxLength: 6 }) });
}

/** The text with the edit of its lines made. */
function applyLineEdit(text: string, e: LineEdit): string {
  const lines = text.split('\n');
  const line = e.at % lines.length;
  switch (e.kind) {
    case 'delete':
      return lines.filter((_, i) => i !== line).join('\n');
    case 'duplicate':
      return lines.flatMap((l, i) => (i === line ? [l, l] : [l])).join('\n');
    case 'swap': {
      const other = e.with % lines.length;
      const swapped = [...lines];
      swapped[line] = lines[other] ?? '';
      swapped[other] = lines[line] ?? '';
      return swapped.join('\n');
    }
    case 'truncate':
      return text.slice(0, e.at % (text.length + 1));
    case 'insert': {
      const at = e.at % (text.length + 1);
      return text.slice(0, at) + e.text + text.slice(at);
    }
    case 'replaceLine':
      return lines.map((l, i) => (i === line ? e.text : l)).join('\n');
    case 'lineEnds':
      return lines.reduce((joined, l, i) => joined + (i > line && i <= line + e.count ? e.text : '\n') + l);
  }
}

/** The text with each edit made in turn: line edits here, the format's own by `applyOwn`. */
export function applyEdits<Own extends { kind: string }>(
  text: string,
  edits: (LineEdit | Own)[],
  applyOwn: (text: string, e: Own) => string,
): string {
  return edits.reduce((edited, e) => (isLineEdit(e) ? applyLineEdit(edited, e) : applyOwn(edited, e)), text);
}

/** Replaces the `at`-th match of a pattern (counting round), or returns the text as it is. */
export function replaceMatch(
  text: string,
  pattern: RegExp,
  at: number,
  replace: (match: string) => string,
): string {
  const matches = [...text.matchAll(pattern)];
  const match = matches[at % Math.max(matches.length, 1)];
  if (!match) {
    return text;
  }
  return text.slice(0, match.index) + replace(match[0]) + text.slice(match.index + match[0].length);
}
