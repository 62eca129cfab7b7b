import type { SearchResponse, SearchResultItem } from '@gavel/contract';
import { Box, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useId } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { cleanTitle } from '../../../lib/meeting-text';
import { formatApDate } from '../../../lib/time';
import { segmentStart } from '../utils/results';
import { MeetingButton } from './MeetingButton';
import classes from './SearchPage.module.css';

export interface KeywordMatchesProps {
  data: SearchResponse | undefined;
  timeZone?: string;
  onOpenMeeting: (item: SearchResultItem) => void;
  onOpenPassage: (item: SearchResultItem) => void;
}

/**
 * Beside the transcript matches, on a keyword search's first page: the meetings whose title holds
 * a keyword, and the passages of speakers whose name does.
 */
export function KeywordMatches({ data, timeZone, onOpenMeeting, onOpenPassage }: KeywordMatchesProps) {
  const titles = data?.title_matches ?? [];
  const speakers = data?.speaker_matches ?? [];
  if (titles.length === 0 && speakers.length === 0) {
    return null;
  }
  return (
    <Stack gap="md">
      {titles.length > 0 ? (
        <MatchPanel title="IN MEETING TITLES">
          {titles.map((item) => (
            <li key={item.video_url.raw}>
              <MeetingButton meeting={item} timeZone={timeZone} onOpen={onOpenMeeting} />
            </li>
          ))}
        </MatchPanel>
      ) : null}
      {speakers.length > 0 ? (
        <MatchPanel title="BY SPEAKER NAME">
          {speakers.map((item) => (
            <li key={item.id.raw}>
              <UnstyledButton className={classes.meetingButton} onClick={() => onOpenPassage(item)}>
                <Text fw={600}>{item.speaker_name.raw}</Text>
                <Text size="sm" lineClamp={2}>
                  {item.transcript.raw}
                </Text>
                <Text size="sm" c="dimmed">
                  {cleanTitle(item.video_title.raw)} · {formatApDate(item.upload_date.raw, timeZone)} ·{' '}
                  {segmentStart(item)}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </MatchPanel>
      ) : null}
    </Stack>
  );
}

function MatchPanel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={headingId} className={classes.panel}>
      <Title order={2} id={headingId} className={classes.sectionTitle} mb="xs">
        {title}
      </Title>
      <Box component="ul" className={classes.plainList}>
        {children}
      </Box>
    </Paper>
  );
}
