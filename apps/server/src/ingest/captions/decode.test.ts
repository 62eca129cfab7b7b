import { describe, expect, it } from 'vitest';
import { CaptionDecodeError, decodeCaptions } from './decode.ts';

const VTT = 'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nCouncil Member Peña: the city’s “budget” – señor.\n';

const utf16 = (text: string, bigEndian: boolean) => {
  const bytes = Buffer.from(text, 'utf16le');
  if (bigEndian) {
    bytes.swap16();
  }
  return bytes;
};

describe('decodeCaptions', () => {
  it('reads UTF-8, with or without a byte-order mark', () => {
    expect(decodeCaptions(Buffer.from(VTT))).toEqual({ text: VTT, encoding: 'utf-8' });
    expect(decodeCaptions(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(VTT)]))).toEqual({
      text: VTT,
      encoding: 'utf-8',
    });
  });

  it('honours a UTF-16 byte-order mark, little- or big-endian, and reads UTF-16 without one', () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), utf16(VTT, false)]);
    const be = Buffer.concat([Buffer.from([0xfe, 0xff]), utf16(VTT, true)]);
    expect(decodeCaptions(le)).toEqual({ text: VTT, encoding: 'utf-16le' });
    expect(decodeCaptions(be)).toEqual({ text: VTT, encoding: 'utf-16be' });
    expect(decodeCaptions(utf16(VTT, false))).toEqual({ text: VTT, encoding: 'utf-16le' });
    expect(decodeCaptions(utf16(VTT, true))).toEqual({ text: VTT, encoding: 'utf-16be' });
  });

  it('reads a file that is not valid UTF-8 as Windows-1252', () => {
    // "Peña", curly quotes and an en dash as Windows-1252 writes them.
    const bytes = Buffer.from([
      ...Buffer.from('1\r\n00:00:01,000 --> 00:00:03,000\r\nCouncil Member Pe'),
      0xf1,
      ...Buffer.from('a: the city'),
      0x92,
      ...Buffer.from('s '),
      0x93,
      ...Buffer.from('budget'),
      0x94,
      ...Buffer.from(' '),
      0x96,
      ...Buffer.from(' se'),
      0xf1,
      ...Buffer.from('or.\r\n'),
    ]);
    expect(decodeCaptions(bytes)).toEqual({
      text: '1\r\n00:00:01,000 --> 00:00:03,000\r\nCouncil Member Peña: the city’s “budget” – señor.\r\n',
      encoding: 'windows-1252',
    });
  });

  it('refuses binary data', () => {
    const binary = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256));
    expect(() => decodeCaptions(binary)).toThrow(CaptionDecodeError);
    expect(() => decodeCaptions(binary)).toThrow('the file is not text');
  });

  it('reads an empty file as empty text', () => {
    expect(decodeCaptions(Buffer.alloc(0))).toEqual({ text: '', encoding: 'utf-8' });
  });
});
