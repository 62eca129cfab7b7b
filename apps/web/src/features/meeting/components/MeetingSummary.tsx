import type { MeetingSummary as Summary } from '@gavel/contract';
import { Accordion, Badge, Box, Group, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { clockSeconds } from '../utils/segments';
import { topicAt, topicFacts, topicKey } from '../utils/summary';
import classes from './MeetingSummary.module.css';
import { Decisions, TimeButton, TimeRange, TopicDetails } from './SummaryTopicParts';

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

/** Scrolls the box to its top, where the meeting's decisions are listed. */
function toTop(box: HTMLElement | null) {
  if (box) {
    box.scrollTop = 0;
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
  // Opened at the meeting's start (no passage further in to show): the summary shows its top, the
  // decisions first.
  const firstTopic = summary[0]?.topics[0];
  const atStart =
    targetSeconds === null ||
    (firstTopic !== undefined && Math.floor(targetSeconds) <= clockSeconds(firstTopic.start_timecode));
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
      atStart ? toTop(box.current) : bringIntoView(box.current, `[data-topic="${targetTopic}"]`, true),
    );
    return () => cancelAnimationFrame(frame);
  }, [targetTopic, targetKey, atStart]);

  useEffect(() => {
    if (currentSection === 0 && atStart) {
      toTop(box.current);
    } else if (currentSection >= 0) {
      bringIntoView(box.current, `[data-section="${currentSection}"] > [data-section-head]`, false);
    }
  }, [currentSection, atStart]);

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
