/**
 * The text of a caption file, decoded as what it is: a byte-order mark is honoured (UTF-8,
 * UTF-16 LE or BE); UTF-16 without one is recognised by its zero bytes; anything else is UTF-8 if
 * it is valid UTF-8, and Windows-1252 (what older caption systems write) if it is not.
 */
export type CaptionEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** The file is not text (binary data, say a video or an archive saved under a caption name). */
export class CaptionDecodeError extends Error {
  override name = 'CaptionDecodeError';
}

/** How much of the start of a file is looked at to tell text from binary data. */
const SAMPLE = 64 * 1024;
/** Above this share of control characters (other than tab, line ends and form feed), it is binary. */
const MAX_CONTROL_SHARE = 0.05;

function sniff(bytes: Uint8Array): { encoding: CaptionEncoding; bom: number } {
  const [a, b, c] = bytes;
  if (a === 0xef && b === 0xbb && c === 0xbf) {
    return { encoding: 'utf-8', bom: 3 };
  }
  if (a === 0xff && b === 0xfe) {
    return { encoding: 'utf-16le', bom: 2 };
  }
  if (a === 0xfe && b === 0xff) {
    return { encoding: 'utf-16be', bom: 2 };
  }
  // UTF-16 without a byte-order mark: text in the Latin range has a zero in every other byte.
  const pairs = Math.min(bytes.length >> 1, 256);
  if (pairs >= 4) {
    let evenZeros = 0;
    let oddZeros = 0;
    for (let i = 0; i < pairs; i += 1) {
      evenZeros += bytes[2 * i] === 0 ? 1 : 0;
      oddZeros += bytes[2 * i + 1] === 0 ? 1 : 0;
    }
    if (oddZeros >= pairs * 0.9 && evenZeros === 0) {
      return { encoding: 'utf-16le', bom: 0 };
    }
    if (evenZeros >= pairs * 0.9 && oddZeros === 0) {
      return { encoding: 'utf-16be', bom: 0 };
    }
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { encoding: 'utf-8', bom: 0 };
  } catch {
    return { encoding: 'windows-1252', bom: 0 };
  }
}

function looksBinary(text: string): boolean {
  const sample = text.slice(0, SAMPLE);
  let controls = 0;
  for (let i = 0; i < sample.length; i += 1) {
    const code = sample.charCodeAt(i);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 12 && code !== 13) || code === 0xfffd) {
      controls += 1;
    }
  }
  return sample.length > 0 && controls / sample.length > MAX_CONTROL_SHARE;
}

/** The decoded text and the encoding it was read as; a CaptionDecodeError when it is not text. */
export function decodeCaptions(bytes: Uint8Array): { text: string; encoding: CaptionEncoding } {
  const { encoding, bom } = sniff(bytes);
  const text = new TextDecoder(encoding, { ignoreBOM: true }).decode(bytes.subarray(bom));
  if (looksBinary(text)) {
    throw new CaptionDecodeError('the file is not text');
  }
  return { text, encoding };
}
