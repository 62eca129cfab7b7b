import type { MeetingSummary as Summary, SummaryTopic, SummaryVote } from '@gavel/contract';
import {
  Accordion,
  Badge,
  Box,
  Group,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { HighlightedText } from '../../../components/HighlightedText';
import { clockSeconds, segmentText } from '../utils/segments';
import {
  emotionLabel,
  emotionLabelled,
  meetingDecisions,
  motionMovers,
  motionResult,
  summarySpeakerLabel,
  topicAt,
  topicFacts,
  topicKey,
  votesWithoutMotion,
  voteTally,
} from '../utils/summary';
import classes from './MeetingSummary.module.css';

export interface MeetingSummaryProps {
  summary: Summary;
  /** The section of the row at the top of the transcript, or -1. */
  currentSection: number;
  /** The moment of the target segment: its topic opens. */
  targetSeconds: number | null;
  /** Changes when the same target is opened again. */
  targetKey?: string | number;
  /** Moves the video and the transcript to a moment. */
  onSeek: (seconds: number) => void;
}

/** Space kept above an item brought into view in the summary's box. */
const SCROLL_MARGIN_PX = 8;

/** Scrolls the box so the element is in view, at the top when it was not. */
function bringIntoView(box: HTMLElement | null, selector: string, always: boolean) {
  const element = box?.querySelector<HTMLElement>(selector);
  if (!box || !element) {
    return;
  }
  // The box's sticky header covers its top: what is brought into view goes below it.
  const header = box.querySelector<HTMLElement>(`.${classes.header}`)?.offsetHeight ?? 0;
  const boxTop = box.getBoundingClientRect().top + header;
  const { top, bottom } = element.getBoundingClientRect();
  const visible = top >= boxTop && bottom <= boxTop - header + box.clientHeight;
  if (always || !visible) {
    box.scrollTop = Math.max(0, top - boxTop + box.scrollTop - SCROLL_MARGIN_PX);
  }
}

/**
 * The meeting summary (spec §2, §3): its sections with their time ranges, each listing its topics.
 * The section being read in the transcript is marked as current. Opening a topic shows its
 * summary, roll-call votes, heightened emotions and transcript segments; every time in it moves
 * the video and the transcript there.
 */
export function MeetingSummary({
  summary,
  currentSection,
  targetSeconds,
  targetKey,
  onSeek,
}: MeetingSummaryProps) {
  const headingId = useId();
  const box = useRef<HTMLElement>(null);
  const [open, setOpen] = useState<string[]>([]);

  const target = targetSeconds === null ? null : topicAt(summary, targetSeconds);
  const targetTopic = target ? topicKey(target) : null;
  // A new target (or the same one asked for again) opens its topic, leaving the others as they are.
  const targetId = targetTopic === null ? null : `${targetTopic}|${String(targetKey)}`;
  const [openedTarget, setOpenedTarget] = useState<string | null>(null);
  if (targetTopic !== null && targetId !== openedTarget) {
    setOpenedTarget(targetId);
    setOpen((previous) => (previous.includes(targetTopic) ? previous : [...previous, targetTopic]));
  }
  useEffect(() => {
    if (targetTopic === null) {
      return undefined;
    }
    const frame = requestAnimationFrame(() =>
      bringIntoView(box.current, `[data-topic="${targetTopic}"]`, true),
    );
    return () => cancelAnimationFrame(frame);
  }, [targetTopic, targetKey]);

  useEffect(() => {
    if (currentSection >= 0) {
      bringIntoView(box.current, `[data-section="${currentSection}"] > [data-section-head]`, false);
    }
  }, [currentSection]);

  return (
    <Box component="section" ref={box} className={classes.summary} aria-labelledby={headingId} tabIndex={0}>
      <Group className={classes.header} justify="space-between" gap="xs">
        <Title order={2} size="h4" id={headingId}>
          Meeting summary
        </Title>
        <Text size="xs" className={classes.muted}>
          {summary.length} {summary.length === 1 ? 'section' : 'sections'}
        </Text>
      </Group>
      <Decisions summary={summary} onSeek={onSeek} />
      <ol className={classes.sections}>
        {summary.map((section, s) => {
          const current = s === currentSection;
          const name = section.parliamentary_section_name;
          return (
            <li
              key={`${s}-${name}`}
              data-section={s}
              aria-current={current ? 'true' : undefined}
              className={classes.section}
              data-current={current || undefined}
            >
              <div className={classes.sectionHead} data-section-head>
                <Group gap="xs" wrap="nowrap" align="baseline" className={classes.sectionTitle}>
                  <Title order={3} size="h5">
                    {name}
                  </Title>
                  {current ? (
                    <Badge size="xs" variant="light" className={classes.nowBadge}>
                      Now reading
                    </Badge>
                  ) : null}
                </Group>
                <TimeRange
                  start={section.start_timecode}
                  end={section.end_timecode}
                  label={name}
                  onSeek={onSeek}
                />
              </div>
              <Accordion
                multiple
                value={open}
                onChange={setOpen}
                order={4}
                chevronPosition="left"
                classNames={{
                  item: classes.topic,
                  control: classes.topicControl,
                  label: classes.topicLabel,
                  content: classes.topicContent,
                }}
              >
                {section.topics.map((topic, t) => {
                  const key = topicKey({ section: s, topic: t });
                  return (
                    <Accordion.Item key={key} value={key} data-topic={key}>
                      <div className={classes.topicHead}>
                        <Accordion.Control>
                          <Text span fw={600} size="sm" className={classes.topicName}>
                            {topic.topic_name}
                          </Text>{' '}
                          <Text span size="xs" className={classes.topicFacts}>
                            {topicFacts(topic)}
                          </Text>
                        </Accordion.Control>
                        <TimeButton
                          time={topic.start_timecode}
                          label={`Play ${topic.topic_name} from ${topic.start_timecode}`}
                          onSeek={onSeek}
                        />
                      </div>
                      <Accordion.Panel>
                        {open.includes(key) ? <TopicDetails topic={topic} onSeek={onSeek} /> : null}
                      </Accordion.Panel>
                    </Accordion.Item>
                  );
                })}
              </Accordion>
            </li>
          );
        })}
      </ol>
    </Box>
  );
}

/** What an opened topic shows: its summary, votes, heightened emotions and segments. */
function TopicDetails({ topic, onSeek }: { topic: SummaryTopic; onSeek: (seconds: number) => void }) {
  return (
    <Stack gap="md">
      {topic.summary_of_topic.trim() !== '' ? (
        <Text size="sm" className={classes.prose}>
          {topic.summary_of_topic}
        </Text>
      ) : null}
      {(topic.motions ?? []).length > 0 ? (
        <Part title="Decisions">
          {(topic.motions ?? []).map((motion, index) => (
            <Stack key={`${index}-${motion.timestamp}`} gap={4} className={classes.motion}>
              <Group gap="xs" wrap="nowrap" align="baseline">
                <TimeButton
                  time={motion.timestamp}
                  label={`Play the decision on ${motion.motion} from ${motion.timestamp}`}
                  onSeek={onSeek}
                />
                <Text size="sm">
                  <Text span fw={600}>
                    {motion.motion}
                  </Text>{' '}
                  <Text span className={classes.result} data-result={motion.result}>
                    {motionResult(motion)}
                  </Text>
                </Text>
              </Group>
              {motionMovers(motion) ? (
                <Text size="xs" className={classes.muted}>
                  {motionMovers(motion)}
                </Text>
              ) : null}
              {motion.votes.length > 0 ? (
                <VoteTable votes={motion.votes} caption={`Votes on ${motion.motion}`} />
              ) : null}
            </Stack>
          ))}
        </Part>
      ) : null}
      {votesWithoutMotion(topic).length > 0 ? (
        <Part title="Votes">
          <VoteTable votes={votesWithoutMotion(topic)} caption={`Roll-call votes on ${topic.topic_name}`} />
        </Part>
      ) : null}
      {topic.heightened_emotions.length > 0 ? (
        <Part title="Heightened emotions">
          <ul className={classes.list}>
            {topic.heightened_emotions.map((emotion, index) => (
              <li key={`${index}-${emotion.timestamp}`} className={classes.listRow}>
                <TimeButton
                  time={emotion.timestamp}
                  label={`Play from ${emotion.timestamp}`}
                  onSeek={onSeek}
                />
                <div>
                  {emotionLabelled(emotion.description, emotion.kind) ? null : (
                    <Text size="xs" fw={600} className={classes.kind}>
                      {emotionLabel(emotion.kind)}
                    </Text>
                  )}
                  <Text size="sm">{emotion.description}</Text>
                </div>
              </li>
            ))}
          </ul>
        </Part>
      ) : null}
      {topic.transcript_segments.length > 0 ? (
        <Part title="Transcript">
          <ol className={classes.list}>
            {topic.transcript_segments.map((segment, index) => (
              <li key={`${index}-${segment.timestamp}`} className={classes.listRow}>
                <TimeButton
                  time={segment.timestamp}
                  label={`Play from ${segment.timestamp}`}
                  onSeek={onSeek}
                />
                <div>
                  <Text size="xs" fw={600} className={classes.kind}>
                    {summarySpeakerLabel(segment.speaker_name)}
                  </Text>
                  <Text size="sm" className={classes.prose}>
                    <HighlightedText
                      text={segmentText(segment.transcript)}
                      words={segment.text_to_highlight}
                    />
                  </Text>
                </div>
              </li>
            ))}
          </ol>
        </Part>
      ) : null}
    </Stack>
  );
}

/** The members' votes, with their count by value above. */
function VoteTable({ votes, caption }: { votes: SummaryVote[]; caption: string }) {
  return (
    <>
      <Text size="sm" fw={600}>
        {voteTally(votes)}
      </Text>
      <Table className={classes.votes} verticalSpacing={4} horizontalSpacing="xs" withRowBorders>
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Member</Table.Th>
            <Table.Th>Vote</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {votes.map((vote, index) => (
            <Table.Tr key={`${index}-${vote.voter_name}`}>
              <Table.Td>{vote.voter_name}</Table.Td>
              <Table.Td className={classes.vote} data-vote={vote.vote}>
                {vote.vote}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}

/**
 * The meeting's decisions before its sections: each motion's item, result and tally; its time
 * moves the video and the transcript to the moment the result was said.
 */
function Decisions({ summary, onSeek }: { summary: Summary; onSeek: (seconds: number) => void }) {
  const decisions = meetingDecisions(summary);
  const headingId = useId();
  if (decisions.length === 0) {
    return null;
  }
  return (
    <section aria-labelledby={headingId} className={classes.decisions}>
      <Title order={3} size="h5" id={headingId}>
        Decisions
      </Title>
      <ol className={classes.list}>
        {decisions.map((decision, index) => (
          <li key={`${index}-${decision.motion.timestamp}`} className={classes.listRow}>
            <TimeButton
              time={decision.motion.timestamp}
              label={`Play the decision on ${decision.topicName} from ${decision.motion.timestamp}`}
              onSeek={onSeek}
            />
            <Text size="sm">
              <Text span fw={600}>
                {decision.topicName}
              </Text>
              {decision.motion.motion !== `Motion on ${decision.topicName}`
                ? ` — ${decision.motion.motion}`
                : ''}
              {': '}
              <Text span className={classes.result} data-result={decision.motion.result}>
                {motionResult(decision.motion)}
              </Text>
            </Text>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={5} size="h6" className={classes.partTitle}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** A time that moves the video and the transcript there. */
function TimeButton({
  time,
  label,
  onSeek,
}: {
  time: string;
  label: string;
  onSeek: (seconds: number) => void;
}) {
  return (
    <UnstyledButton className={classes.time} onClick={() => onSeek(clockSeconds(time))} aria-label={label}>
      {time}
    </UnstyledButton>
  );
}

/** A section's start (a button) and end. */
function TimeRange({
  start,
  end,
  label,
  onSeek,
}: {
  start: string;
  end: string;
  label: string;
  onSeek: (seconds: number) => void;
}) {
  return (
    <Group gap={2} wrap="nowrap" className={classes.range}>
      <TimeButton time={start} label={`Play ${label} from ${start}`} onSeek={onSeek} />
      <Text span size="xs" className={classes.muted}>
        – {end}
      </Text>
    </Group>
  );
}
