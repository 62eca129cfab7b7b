import type { MeetingSummary as Summary, SummaryTopic, SummaryVote } from '@gavel/contract';
import { Group, Stack, Table, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { HighlightedText } from '../../../components/HighlightedText';
import { clockSeconds, segmentText } from '../utils/segments';
import {
  emotionLabel,
  emotionLabelled,
  meetingDecisions,
  motionMovers,
  motionResult,
  summarySpeakerLabel,
  votesWithoutMotion,
  voteTally,
} from '../utils/summary';
import classes from './MeetingSummary.module.css';

/** The parts of the meeting summary: a topic's details, its decisions and vote tables, the times. */

/** What an opened topic shows: its summary, votes, heightened emotions and segments. */
export function TopicDetails({ topic, onSeek }: { topic: SummaryTopic; onSeek: (seconds: number) => void }) {
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
      <Moments title="Heightened emotions" list="ul" items={topic.heightened_emotions} onSeek={onSeek}>
        {(emotion) => (
          <>
            {emotionLabelled(emotion.description, emotion.kind) ? null : (
              <Text size="xs" fw={600} className={classes.kind}>
                {emotionLabel(emotion.kind)}
              </Text>
            )}
            <Text size="sm">{emotion.description}</Text>
          </>
        )}
      </Moments>
      <Moments title="Transcript" list="ol" items={topic.transcript_segments} onSeek={onSeek}>
        {(segment) => (
          <>
            <Text size="xs" fw={600} className={classes.kind}>
              {summarySpeakerLabel(segment.speaker_name)}
            </Text>
            <Text size="sm" className={classes.prose}>
              <HighlightedText text={segmentText(segment.transcript)} words={segment.text_to_highlight} />
            </Text>
          </>
        )}
      </Moments>
    </Stack>
  );
}

/** A part of timed moments, none when there are none: each a time to play from, beside what it shows. */
function Moments<T extends { timestamp: string }>({
  title,
  list: List,
  items,
  onSeek,
  children,
}: {
  title: string;
  list: 'ul' | 'ol';
  items: T[];
  onSeek: (seconds: number) => void;
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) {
    return null;
  }
  return (
    <Part title={title}>
      <List className={classes.list}>
        {items.map((item, index) => (
          <li key={`${index}-${item.timestamp}`} className={classes.listRow}>
            <TimeButton time={item.timestamp} label={`Play from ${item.timestamp}`} onSeek={onSeek} />
            <div>{children(item)}</div>
          </li>
        ))}
      </List>
    </Part>
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
export function Decisions({ summary, onSeek }: { summary: Summary; onSeek: (seconds: number) => void }) {
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
export function TimeButton({
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
export function TimeRange({
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
