/** Real caption files, in the formats the caption parser reads. */

/** The first seven seconds of the YouTube auto-captions below, to the pledge. */
export const youtubeAutoOpening = `WEBVTT
Kind: captions
Language: en

00:00:00.000 --> 00:00:02.470 align:start position:0%
 
good<00:00:00.320><c> evening</c><00:00:00.640><c> everyone</c><00:00:01.120><c> I'll</c><00:00:01.360><c> call</c>

00:00:02.470 --> 00:00:02.480 align:start position:0%
good evening everyone I'll call
 

00:00:02.480 --> 00:00:05.110 align:start position:0%
good evening everyone I'll call
this<00:00:02.800><c> meeting</c><00:00:03.040><c> to</c><00:00:03.200><c> order.</c>

00:00:05.110 --> 00:00:05.120 align:start position:0%
this meeting to order.
 

00:00:05.120 --> 00:00:07.000 align:start position:0%
this meeting to order.
please<00:00:05.400><c> rise</c><00:00:05.700><c> for</c><00:00:05.900><c> the</c><00:00:06.100><c> pledge.</c>
`;

/** YouTube auto-captions: rolling repeats, 10 ms cues, per-word timing tags, lines of spaces. */
export const youtubeAuto = `${youtubeAutoOpening}
00:00:07.000 --> 00:00:07.010 align:start position:0%
please rise for the pledge.
 

00:00:07.010 --> 00:00:38.500 align:start position:0%
please rise for the pledge.
[Music]

00:00:38.500 --> 00:00:41.020 align:start position:0%
[Music]
first<00:00:38.900><c> item</c><00:00:39.200><c> is</c><00:00:39.600><c> the</c><00:00:40.000><c> consent</c><00:00:40.400><c> agenda</c>
`;

/** A live CART writer's captions from an HLS stream: ALL CAPS, `>>` turns, `NAME:` labels. */
export const cart = `WEBVTT
X-TIMESTAMP-MAP=MPEGTS:900000,LOCAL:00:00:00.000

NOTE captioned live, unedited

1
00:00:01.001 --> 00:00:04.004 line:85% align:center
MAYOR SMITH: THE MEETING WILL
COME TO ORDER.

2
00:00:04.004 --> 00:00:07.007 line:85% align:center
>> THANK YOU, MAYOR. I MOVE
APPROVAL OF THE MINUTES.

3
00:00:07.007 --> 00:00:09.509 line:85% align:center
>> SECOND.

4
00:00:09.509 --> 00:00:13.013 line:85% align:center
MAYOR SMITH: ALL IN FAVOR?
>> AYE.

5
00:00:13.013 --> 00:00:16.016 line:85% align:center
[ GAVEL ]
>> ITEM 4 &amp; 5, THE BUDGET
AMENDMENT FOR FY 2025.
`;

/** An SRT export from a video platform: a BOM, CRLF, italics and an ASS position override. */
export const srt = [
  '\uFEFF1',
  '00:00:01,000 --> 00:00:03,000',
  'Hello there.',
  '',
  '2',
  '00:00:03,500 --> 00:00:05,000',
  '<i>Second line</i>',
  'continues.',
  '',
  '3',
  '00:00:05,200 --> 00:00:08,900',
  '{\\an8}Council member Osei: we have',
  'a quorum.',
  '',
  '4',
  '01:00:00,000 --> 01:00:02,500',
  'The meeting is adjourned.',
  '',
].join('\r\n');

/** A hand-edited WebVTT: STYLE and NOTE blocks, identifiers, hours omitted, voice spans, entities. */
export const edited = `\uFEFFWEBVTT - Board of Zoning Appeals

STYLE
::cue(v[voice="Clerk"]) { color: yellow }

NOTE edited by the clerk's office

intro
00:01.000 --> 00:03.000 line:0 position:10%
<v Clerk>Council member Grant?

00:03.000 --> 00:04.000
<v Grant>Yes.

roll-call-2
00:04.000 --> 00:05.500
<v.loud Clerk>Council member Osei?</v>

00:05.500 --> 00:06.000
<v Osei>Yes.

00:06.000 --> 00:11.250
<v Chair Rivera>Fish &amp; chips &lt;3 &#8212; the <b>first</b> item, on <i>1234 Elm&nbsp;St.</i>
`;
