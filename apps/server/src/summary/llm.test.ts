import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { meetingSummary } from '@gavel/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { planJsonSchema, transcriptChunks, type LlmPlan } from './llm.ts';
import { createSummarizer } from './summarizer.ts';
import type { SourceSegment, SummaryInput } from './transcript.ts';

/** A chat completions endpoint on loopback whose answers each test decides. */
interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  response_format: { type: string; json_schema: { name: string; strict: boolean; schema: unknown } };
}
let server: Server;
let baseUrl: string;
let requests: { body: ChatRequest; authorization?: string; path?: string }[] = [];
let answer: (body: ChatRequest, n: number) => string = () => '{}';

async function readBody(request: IncomingMessage): Promise<string> {
  let data = '';
  for await (const chunk of request) {
    data += String(chunk);
  }
  return data;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void readBody(request).then((raw) => {
      const body = JSON.parse(raw) as ChatRequest;
      requests.push({ body, authorization: request.headers.authorization, path: request.url });
      const content = answer(body, requests.length);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await once(server, 'close');
});
beforeEach(() => {
  requests = [];
});

function summarizerWith(env: Record<string, string> = {}) {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const config = loadConfig({
    SUMMARY_ENGINE: 'llm',
    LLM_BASE_URL: baseUrl,
    LLM_MODEL: 'test-model',
    LLM_API_KEY: 'test-key',
    ...env,
  });
  return { summarizer: createSummarizer(config.summary, createLogger('info', sink)), logs: lines };
}

const lines = [
  'Good evening. I call this meeting to order.',
  'Item 1 is an ordinance on water rates.',
  'Council Member Grant?',
  'Yes.',
  'Council Member Osei?',
  'No.',
  'Council Member Reyes?',
  'Yes.',
  'The motion carries two to one.',
  'We are adjourned.',
];
const meeting = (texts: string[], step = 10): SummaryInput => ({
  videoUrl: 'https://www.youtube.com/watch?v=llm001',
  title: 'Regular Meeting',
  segments: texts.map((text, i): SourceSegment => ({
    start_seconds: i * step,
    end_seconds: (i + 1) * step,
    speaker: null,
    text,
  })),
});

const goodPlan: LlmPlan = {
  sections: [
    {
      parliamentary_section_name: 'Call to order',
      start_timecode: '00:00:00',
      topics: [
        {
          topic_name: 'Opening',
          start_timecode: '00:00:00',
          summary_of_topic: 'The mayor opened the meeting.',
          votes: [],
          motions: [],
          heightened_emotions: [],
        },
      ],
    },
    {
      parliamentary_section_name: 'Ordinances and resolutions',
      start_timecode: '00:00:10',
      topics: [
        {
          topic_name: 'Water rates ordinance',
          start_timecode: '00:00:10',
          summary_of_topic: 'The council adopted the water rates ordinance 2–1.',
          votes: [
            { voter_name: 'Council Member Grant', vote: 'Yes' },
            { voter_name: 'Council Member Osei', vote: 'No' },
            { voter_name: 'Council Member Reyes', vote: 'Yes' },
          ],
          motions: [
            {
              motion: 'Adopt the water rates ordinance',
              mover: null,
              seconder: null,
              result: 'carried',
              unanimous: false,
              tally: { yes: 2, no: 1, abstain: 0, absent: 0 },
              timestamp: '00:01:20',
              votes: [
                { voter_name: 'Council Member Grant', vote: 'Yes' },
                { voter_name: 'Council Member Osei', vote: 'Nay' as 'No' },
                { voter_name: 'Council Member Reyes', vote: 'Yes' },
              ],
            },
          ],
          heightened_emotions: [],
        },
      ],
    },
    {
      parliamentary_section_name: 'Adjournment',
      start_timecode: '00:01:30',
      topics: [
        {
          topic_name: 'Adjournment',
          start_timecode: '00:01:30',
          summary_of_topic: 'The meeting was adjourned.',
          votes: [],
          motions: [],
          heightened_emotions: [],
        },
      ],
    },
  ],
};

describe('LLM summariser', () => {
  it('asks an OpenAI-compatible endpoint with a JSON schema and builds the summary from its answer', async () => {
    answer = () => JSON.stringify(goodPlan);
    const { summarizer } = summarizerWith();
    const result = await summarizer.summarize(meeting(lines));
    expect(result.generator).toBe('llm:test-model');
    expect(meetingSummary.safeParse(result.summary).success).toBe(true);
    expect(
      result.summary.map((s) => [s.parliamentary_section_name, s.start_timecode, s.end_timecode]),
    ).toEqual([
      ['Call to order', '00:00:00', '00:00:10'],
      ['Ordinances and resolutions', '00:00:10', '00:01:30'],
      ['Adjournment', '00:01:30', '00:01:40'],
    ]);
    const item = result.summary[1]?.topics[0];
    expect(item?.votes).toHaveLength(3);
    // The model's decisions come through, "Nay" spelled as the schema has it.
    expect(item?.motions).toHaveLength(1);
    expect(item?.motions?.[0]).toMatchObject({
      motion: 'Adopt the water rates ordinance',
      result: 'carried',
      timestamp: '00:01:20',
    });
    expect(item?.motions?.[0]?.votes).toContainEqual({ voter_name: 'Council Member Osei', vote: 'No' });
    expect(item?.transcript_segments.map((s) => s.transcript)).toEqual(lines.slice(1, 9));

    expect(requests).toHaveLength(1);
    const [sent] = requests;
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.authorization).toBe('Bearer test-key');
    expect(sent?.body.model).toBe('test-model');
    expect(sent?.body.response_format).toEqual({
      type: 'json_schema',
      json_schema: { name: 'meeting_summary', strict: true, schema: planJsonSchema() },
    });
    expect(sent?.body.messages.at(-1)?.content).toContain('[00:00:20] Council Member Grant?');
  });

  it('asks again once when the answer is not valid, then uses the offline summariser, logging why', async () => {
    answer = () => 'Sure! Here is the summary: sections...';
    const { summarizer, logs } = summarizerWith();
    const result = await summarizer.summarize(meeting(lines));
    expect(requests).toHaveLength(2);
    expect(requests[1]?.body.messages.at(-1)?.content).toMatch(/not valid \(not JSON\)/);
    expect(result.generator).toBe('offline-1');
    expect(meetingSummary.safeParse(result.summary).success).toBe(true);
    expect(result.summary.flatMap((s) => s.topics).flatMap((t) => t.votes)).toHaveLength(3);
    const log = logs
      .map((line) => JSON.parse(line) as { msg: string; reason?: string })
      .find((l) => l.reason);
    expect(log?.msg).toBe('LLM summary failed; using the offline summariser');
    expect(log?.reason).toMatch(/not valid twice/);
  });

  it('accepts a corrected second answer, and falls back when the schema is broken twice', async () => {
    answer = (_body, n) => (n === 1 ? '{"sections": "none"}' : JSON.stringify(goodPlan));
    const fixed = await summarizerWith().summarizer.summarize(meeting(lines));
    expect(fixed.generator).toBe('llm:test-model');
    expect(requests).toHaveLength(2);

    requests = [];
    answer = () =>
      JSON.stringify({ sections: [{ parliamentary_section_name: 'X', start_timecode: '1:00', topics: [] }] });
    const fallback = await summarizerWith().summarizer.summarize(meeting(lines));
    expect(fallback.generator).toBe('offline-1');
    expect(requests).toHaveLength(2);
  });

  it('falls back when the endpoint cannot be reached', async () => {
    const { summarizer, logs } = summarizerWith({ LLM_BASE_URL: 'http://127.0.0.1:9/v1' });
    const result = await summarizer.summarize(meeting(lines));
    expect(result.generator).toBe('offline-1');
    expect(logs.join('')).toContain('LLM summary failed');
  });

  it('summarises a long meeting in chunks and joins a section that runs across them', async () => {
    const long = Array.from(
      { length: 300 },
      (_, i) => `Line ${i}: the council discusses the water and sewer budget.`,
    );
    const input = meeting(long, 10);
    const chunks = transcriptChunks(input, 4000);
    expect(chunks.length).toBeGreaterThan(3);
    // Each answer: the chunk continues "Budget" and opens a new topic at its first line.
    answer = (body) => {
      const first = /\[(\d\d:\d\d:\d\d)\]/.exec(body.messages.at(-1)?.content ?? '')?.[1] ?? '00:00:00';
      const plan: LlmPlan = {
        sections: [
          {
            parliamentary_section_name: 'Budget',
            start_timecode: first,
            topics: [
              {
                topic_name: `Budget from ${first}`,
                start_timecode: first,
                summary_of_topic: 'The council discussed the budget.',
                votes: [],
                motions: [],
                heightened_emotions: [],
              },
            ],
          },
        ],
      };
      return JSON.stringify(plan);
    };
    const { summarizer } = summarizerWith({ LLM_CHUNK_CHARS: '4000' });
    const result = await summarizer.summarize(input);
    expect(result.generator).toBe('llm:test-model');
    expect(requests).toHaveLength(chunks.length);
    expect(requests[1]?.body.messages.at(-1)?.content).toContain(
      'The previous part ended in the section "Budget"',
    );
    expect(result.summary).toHaveLength(1);
    expect(result.summary[0]?.topics).toHaveLength(chunks.length);
    expect(result.summary[0]?.topics.flatMap((t) => t.transcript_segments)).toHaveLength(300);
    expect(meetingSummary.safeParse(result.summary).success).toBe(true);
  });
});

describe('summariser settings', () => {
  it('needs an endpoint and a model for SUMMARY_ENGINE=llm', () => {
    expect(() => loadConfig({ SUMMARY_ENGINE: 'llm' })).toThrow(
      /LLM_BASE_URL: required[\s\S]*LLM_MODEL: required/,
    );
    expect(loadConfig({}).summary.engine).toBe('offline');
  });
});
