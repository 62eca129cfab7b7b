import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { importSpokenMeeting } from '../../test/meeting-lines.ts';

/**
 * With SUMMARY_ENGINE=llm, the summary job has the model summarise every new meeting, even one
 * a reader opened first (which got the offline summary at once). The model is an
 * OpenAI-compatible endpoint on loopback.
 */
let server: Server;
let requests = 0;
let t: TestApp;
let dir: string;

const plan = {
  sections: [
    {
      parliamentary_section_name: 'Ordinances and resolutions',
      start_timecode: '00:00:00',
      topics: [
        {
          topic_name: 'Sidewalk ordinance',
          start_timecode: '00:00:00',
          summary_of_topic: 'The council adopted the sidewalk ordinance.',
          votes: [],
          motions: [
            {
              motion: 'Adopt the sidewalk ordinance',
              mover: null,
              seconder: null,
              result: 'carried',
              unanimous: true,
              tally: null,
              timestamp: '00:00:30',
              votes: [],
            },
          ],
          heightened_emotions: [],
        },
      ],
    },
  ],
};

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      requests += 1;
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({ choices: [{ message: { role: 'assistant', content: JSON.stringify(plan) } }] }),
      );
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  t = await createTestApp({
    SUMMARY_ENGINE: 'llm',
    LLM_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    LLM_MODEL: 'test-model',
  });
  dir = await mkdtemp(join(tmpdir(), 'gavel-llm-'));
});
afterAll(async () => {
  await t.close();
  server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('summaries with SUMMARY_ENGINE=llm', () => {
  it('the summary job replaces the offline summary a reader got first with the model’s', async () => {
    const videoUrl = 'https://archive.org/details/llm-worker-meeting';
    const id = await importSpokenMeeting(t.context, dir, {
      title: 'Sidewalk Meeting',
      videoUrl,
      lines: [
        'Item 1 is an ordinance on sidewalks.',
        'Is there a motion? So moved. Second.',
        'All in favor? Aye. The motion carries unanimously.',
        'We are adjourned.',
      ],
    });

    // A reader comes first: the offline summary, made at once.
    await t.context.services.summary.get(videoUrl, '');
    expect((await t.context.repositories.summaries.findCurrent(id))?.generator).toBe('offline-1');
    expect(requests).toBe(0);

    // The job then has the model summarise it, once.
    await t.context.services.summary.refresh(id);
    const stored = await t.context.repositories.summaries.findCurrent(id);
    expect(stored?.generator).toBe('llm:test-model');
    expect(stored?.summary[0]?.topics[0]?.motions?.[0]).toMatchObject({
      motion: 'Adopt the sidewalk ordinance',
      result: 'carried',
    });
    expect(requests).toBe(1);
    await t.context.services.summary.refresh(id);
    expect(requests).toBe(1);
  });
});
