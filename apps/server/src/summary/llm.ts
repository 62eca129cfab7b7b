import {
  EMOTION_KINDS,
  formatClock,
  meetingSummary,
  MOTION_RESULTS,
  parseClock,
  timecode,
  VOTE_VALUES,
  type MeetingSummary,
} from '@gavel/contract';
import type { Logger } from 'pino';
import { z } from 'zod';
import { assemble, type PlannedSection } from './assemble.ts';
import { noiseFlags, type SummaryInput } from './transcript.ts';

/**
 * The LLM summariser: any OpenAI-compatible chat completions endpoint that supports
 * `response_format: {type: 'json_schema'}`. The model decides sections, topics, their starts,
 * summaries, votes and emotions; Gavel attaches the transcript segments itself (so the transcript
 * is never retold by the model) and validates the result. A long transcript is summarised in
 * chunks whose sections are joined where a section runs on from one chunk to the next.
 */
export interface LlmSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
  chunkChars: number;
  timeoutMs: number;
}

export class LlmSummaryError extends Error {
  override name = 'LlmSummaryError';
}

const llmVote = z.strictObject({
  voter_name: z.string().min(1).max(200),
  vote: z.enum(VOTE_VALUES),
});
const llmEmotion = z.strictObject({
  description: z.string().min(1).max(500),
  timestamp: timecode,
  intensity: z.number().min(0).max(1),
  kind: z.enum(EMOTION_KINDS),
});
const llmCount = z.number().int().min(0).max(1000);
const llmMotion = z.strictObject({
  motion: z.string().min(1).max(500),
  mover: z.string().min(1).max(200).nullable(),
  seconder: z.string().min(1).max(200).nullable(),
  result: z.enum(MOTION_RESULTS),
  unanimous: z.boolean(),
  tally: z.strictObject({ yes: llmCount, no: llmCount, abstain: llmCount, absent: llmCount }).nullable(),
  timestamp: timecode,
  votes: z.array(llmVote),
});
const llmTopic = z.strictObject({
  topic_name: z.string().min(1).max(300),
  start_timecode: timecode,
  summary_of_topic: z.string().max(3000),
  votes: z.array(llmVote),
  // Asked for (the schema sent requires it); an answer without it is taken as no decision.
  motions: z.array(llmMotion).default([]),
  heightened_emotions: z.array(llmEmotion),
});
const llmSection = z.strictObject({
  parliamentary_section_name: z.string().min(1).max(200),
  start_timecode: timecode,
  topics: z.array(llmTopic).min(1),
});
/** What the model answers for one chunk of transcript. */
export const llmPlan = z.strictObject({ sections: z.array(llmSection) });
export type LlmPlan = z.infer<typeof llmPlan>;

/** The JSON schema sent as response_format. */
export function planJsonSchema(): Record<string, unknown> {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(llmPlan) as Record<string, unknown>;
  // Defaults are for reading answers; the schema sent requires every field.
  return JSON.parse(
    JSON.stringify(schema, (key, value: unknown) => (key === 'default' ? undefined : value)),
  ) as Record<string, unknown>;
}

const SYSTEM_PROMPT = `You summarise transcripts of local-government meetings (city councils, county commissions, boards) for reporters.
Answer with one JSON object that follows the given schema, and nothing else.
- sections: the parts of the order of business, in order, each with parliamentary_section_name (such as Call to order, Roll call, Invocation and pledge, Approval of minutes and agenda, Consent agenda, Presentations and proclamations, Reports, Public comment, Public hearings, Old business, New business, Ordinances and resolutions, Other business, Adjournment) and the start_timecode of its first line.
- topics: the agenda items or subjects within a section, each with a short topic_name (the item as announced, or its subject), start_timecode (hh:mm:ss, taken from the transcript lines), and summary_of_topic: two or three plain sentences on what was said and what was decided (say how a motion ended, with the count when given).
- votes: only roll-call votes, one entry per member with the member's name as called and the vote: Yes (also Aye), No (also Nay), Abstain, Present, Absent or Recused. Not the attendance roll call, not voice votes.
- motions: every decision taken in the topic: motion (what was moved, in a few words), mover and seconder as the transcript names them (null when not said; never guess a name), result (carried or failed), unanimous, tally (yes, no, abstain, absent) when said or counted from named votes (else null), timestamp of the line where the result is said, and votes: the members named with their vote on that motion (empty for a voice vote).
- heightened_emotions: moments of raised feeling: calls for order (kind "order"), shouting (kind "shouting"), angry or distressed remarks (kind "sentiment"), each with the timestamp of the line, a short description with a brief quote, and intensity from 0 to 1. Usually none.
Use only what the transcript says.`;

interface Chunk {
  text: string;
  from: number;
  to: number;
}

/** The transcript as "[hh:mm:ss] speaker: text" lines, cut into chunks of at most `size` characters. */
export function transcriptChunks(input: SummaryInput, size: number): Chunk[] {
  const noise = noiseFlags(input.segments);
  const chunks: Chunk[] = [];
  let lines: string[] = [];
  let length = 0;
  let from = input.segments[0]?.start_seconds ?? 0;
  let last = from;
  input.segments.forEach((segment, i) => {
    if (noise[i]) {
      return;
    }
    const speaker = segment.speaker ? `${segment.speaker}: ` : '';
    const line = `[${formatClock(segment.start_seconds)}] ${speaker}${segment.text.replace(/\s+/g, ' ').trim()}`;
    if (length + line.length + 1 > size && lines.length > 0) {
      chunks.push({ text: lines.join('\n'), from, to: segment.start_seconds });
      lines = [];
      length = 0;
      from = segment.start_seconds;
    }
    lines.push(line);
    length += line.length + 1;
    last = segment.end_seconds ?? segment.start_seconds;
  });
  if (lines.length > 0) {
    chunks.push({ text: lines.join('\n'), from, to: Math.max(from, last) });
  }
  return chunks;
}

function endpoint(baseUrl: string): string {
  return /\/v\d+$/.test(baseUrl) ? `${baseUrl}/chat/completions` : `${baseUrl}/v1/chat/completions`;
}

/** "Aye" and "Nay" as the schema spells them. */
function normaliseVotes(json: unknown): unknown {
  const plan = json as {
    sections?: {
      topics?: { votes?: { vote?: unknown }[]; motions?: { votes?: { vote?: unknown }[] }[] }[];
    }[];
  };
  for (const section of plan.sections ?? []) {
    for (const topic of section.topics ?? []) {
      for (const vote of [...(topic.votes ?? []), ...(topic.motions ?? []).flatMap((m) => m.votes ?? [])]) {
        if (typeof vote.vote === 'string') {
          const v = vote.vote.trim().toLowerCase();
          vote.vote = v === 'aye' || v === 'yea' ? 'Yes' : v === 'nay' ? 'No' : vote.vote;
        }
      }
    }
  }
  return json;
}

type Message = { role: 'system' | 'user' | 'assistant'; content: string };

export function llmSummarizer(settings: LlmSettings, logger: Logger) {
  async function complete(messages: Message[]): Promise<string> {
    const response = await fetch(endpoint(settings.baseUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        temperature: 0,
        messages,
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'meeting_summary', strict: true, schema: planJsonSchema() },
        },
      }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    if (!response.ok) {
      throw new LlmSummaryError(`the model endpoint answered ${response.status}`);
    }
    const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string') {
      throw new LlmSummaryError('the model endpoint answered without a message');
    }
    return content;
  }

  /** One chunk: ask, validate, and ask once more with the problem if the answer is not valid. */
  async function planChunk(messages: Message[]): Promise<LlmPlan> {
    let problem = '';
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const content = await complete(
        attempt === 1
          ? messages
          : [
              ...messages,
              {
                role: 'user',
                content: `That answer was not valid (${problem}). Answer again with one JSON object that follows the schema.`,
              },
            ],
      );
      let json: unknown;
      try {
        json = JSON.parse(content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ''));
      } catch {
        problem = 'not JSON';
        continue;
      }
      const parsed = llmPlan.safeParse(normaliseVotes(json));
      if (parsed.success) {
        return parsed.data;
      }
      const issue = parsed.error.issues[0];
      problem = issue ? `${issue.path.join('.')}: ${issue.message}` : 'does not follow the schema';
    }
    throw new LlmSummaryError(`the model's answer was not valid twice (${problem})`);
  }

  return {
    generator: `llm:${settings.model}`,

    async summarize(input: SummaryInput): Promise<MeetingSummary> {
      const chunks = transcriptChunks(input, settings.chunkChars);
      const plan: PlannedSection[] = [];
      for (const [i, chunk] of chunks.entries()) {
        const previous = plan.at(-1);
        const context = [
          input.title ? `Meeting: ${input.title}` : '',
          chunks.length > 1 ? `This is part ${i + 1} of ${chunks.length} of the transcript.` : '',
          previous
            ? `The previous part ended in the section "${previous.name}"; if this part continues it, begin with a section of that same name.`
            : '',
        ].filter(Boolean);
        const answer = await planChunk([
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: `${context.join('\n')}\nTranscript:\n${chunk.text}` },
        ]);
        logger.debug({ part: i + 1, parts: chunks.length, sections: answer.sections.length }, 'summary part');
        const clamp = (clock: string) => Math.min(chunk.to, Math.max(chunk.from, parseClock(clock)));
        answer.sections.forEach((section, s) => {
          const start = s === 0 ? chunk.from : clamp(section.start_timecode);
          const topics = section.topics.map((topic, t) => ({
            name: topic.topic_name,
            start: t === 0 ? start : Math.max(start, clamp(topic.start_timecode)),
            summary: topic.summary_of_topic,
            votes: topic.votes,
            motions: topic.motions.map((motion) => ({
              ...motion,
              timestamp: formatClock(clamp(motion.timestamp)),
            })),
            emotions: topic.heightened_emotions,
          }));
          const last = plan.at(-1);
          if (
            s === 0 &&
            last &&
            last.name.toLowerCase() === section.parliamentary_section_name.toLowerCase()
          ) {
            last.topics.push(...topics);
          } else {
            plan.push({ name: section.parliamentary_section_name, start, topics });
          }
        });
      }
      const summary = assemble(plan, input.segments, input.videoUrl);
      const checked = meetingSummary.safeParse(summary);
      if (!checked.success) {
        const issue = checked.error.issues[0];
        throw new LlmSummaryError(
          `the assembled summary is not valid (${issue?.path.join('.')}: ${issue?.message})`,
        );
      }
      return checked.data;
    },
  };
}
