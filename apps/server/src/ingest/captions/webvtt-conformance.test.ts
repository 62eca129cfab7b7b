import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCaptions } from './parse.ts';

/**
 * The WebVTT file-parsing conformance suite of web-platform-tests (test/fixtures/webvtt-wpt, see
 * its README): each file must give the cues the suite expects, their number and, where the suite
 * checks them, their text and timing. The deliberate differences the suite meets are listed here
 * and in docs/decisions.md: a cue that ends before it starts is kept ending where it starts, and a
 * comma before the milliseconds (as SRT writes them) is read (timings-garbage's last cue).
 */
const DIR = join(import.meta.dirname, '../../../test/fixtures/webvtt-wpt');

interface Expected {
  count: number;
  /** A deliberate leniency (docs/decisions.md) that this file meets: what the parser gives instead. */
  lenient?: { count: number; why: string };
  derived?: boolean;
  cues?: { text?: string; start?: number; end?: number }[];
}

const expectations = JSON.parse(readFileSync(join(DIR, 'expectations.json'), 'utf8')) as Record<
  string,
  Expected
>;
const files = readdirSync(DIR)
  .filter((name) => name.endsWith('.vtt'))
  .map((name) => name.slice(0, -4))
  .sort();

describe('WebVTT conformance (web-platform-tests webvtt/parsing/file-parsing)', () => {
  it('has an expectation for every file and a file for every expectation', () => {
    expect(files).toEqual(Object.keys(expectations).sort());
    expect(files.length).toBe(40);
  });

  for (const name of files) {
    it(name, () => {
      const expected = expectations[name];
      if (!expected) {
        throw new Error(`no expectation for ${name}`);
      }
      const { cues } = readCaptions(readFileSync(join(DIR, `${name}.vtt`), 'utf8'));
      expect(cues.length).toBe(expected.lenient?.count ?? expected.count);
      (expected.cues ?? []).forEach((want, index) => {
        const cue = cues[index];
        if (want.text !== undefined) {
          expect(cue?.text, `text of cue ${index}`).toBe(want.text);
        }
        if (want.start !== undefined) {
          expect(cue?.start, `start of cue ${index}`).toBeCloseTo(want.start, 6);
        }
        if (want.end !== undefined) {
          // Leniency: an end before the start is read as the start.
          expect(cue?.end, `end of cue ${index}`).toBeCloseTo(Math.max(want.end, want.start ?? 0), 6);
        }
      });
    });
  }
});
