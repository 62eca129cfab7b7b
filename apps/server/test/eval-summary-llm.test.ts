import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * npm run eval:summary -- --engine llm scores an OpenAI-compatible endpoint: here one on loopback
 * that answers from the transcript it is sent (one topic per part, a motion carried at each line
 * that says a motion carries, the minutes are approved, or the meeting is adjourned).
 */
const root = join(import.meta.dirname, '..', '..', '..');
let server: Server;
let requests: { schema: unknown; model: string }[] = [];
let dir: string;

function answer(transcript: string) {
  const lines = [...transcript.matchAll(/^\[(\d{2}:\d{2}:\d{2})\] (.*)$/gm)];
  const first = lines[0]?.[1] ?? '00:00:00';
  const motions = lines
    .filter(([, , text]) => /motion (carries|passes)|minutes are approved|adjourned/i.test(text ?? ''))
    .map(([, at]) => ({
      motion: 'Approve the item',
      mover: null,
      seconder: null,
      result: 'carried',
      unanimous: false,
      tally: null,
      timestamp: at,
      votes: [],
    }));
  return {
    sections: [
      {
        parliamentary_section_name: 'Meeting',
        start_timecode: first,
        topics: [
          {
            topic_name: 'Business',
            start_timecode: first,
            summary_of_topic: 'The board took up its agenda.',
            votes: [],
            motions,
            heightened_emotions: [],
          },
        ],
      },
    ],
  };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += String(chunk)));
    request.on('end', () => {
      const body = JSON.parse(raw) as {
        model: string;
        messages: { content: string }[];
        response_format: { json_schema: { schema: unknown } };
      };
      requests.push({ schema: body.response_format.json_schema.schema, model: body.model });
      const content = JSON.stringify(answer(body.messages.at(-1)?.content ?? ''));
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  dir = await mkdtemp(join(tmpdir(), 'gavel-eval-'));
});
afterAll(async () => {
  server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('eval:summary with --engine llm', () => {
  it('scores the model of an OpenAI-compatible endpoint against the hand labels', async () => {
    const set = JSON.parse(
      await readFile(join(root, 'scripts', 'eval', 'multi-city-labels.json'), 'utf8'),
    ) as {
      meetings: { id: string }[];
    };
    const labels = join(dir, 'labels.json');
    await writeFile(
      labels,
      JSON.stringify({ meetings: set.meetings.filter((m) => m.id === 'kissimmee-pab-2023-06-07') }),
    );
    requests = [];
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        join(root, 'scripts', 'eval', 'summary.ts'),
        '--no-knox',
        '--set',
        labels,
        '--engine',
        'llm',
        '--llm-url',
        url,
        '--llm-model',
        'fake-model',
      ],
      { cwd: root },
    );
    expect(requests.length).toBeGreaterThan(0);
    expect(requests[0]?.model).toBe('fake-model');
    expect(stdout).toContain('Summary evaluation of llm:fake-model: 1 hand-labelled meetings');
    // The five motions of the meeting, each found carried where the result is said.
    const row = stdout.split('\n').find((line) => line.startsWith('kissimmee-pab-2023-06-07'));
    expect(row).toContain('1.00 (5)');
    const kissimmee = stdout.split('\n').find((line) => line.startsWith('Kissimmee, FL'));
    expect(kissimmee).toMatch(/development\s+1\s/);
  });
});
