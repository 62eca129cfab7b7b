import { Box, Collapse, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useId } from '@mantine/hooks';
import type { SearchResultItem } from '@gavel/contract';
import { useLatestMeetingsShown } from '../hooks/use-latest-meetings-shown';
import { LATEST_MEETINGS_FAILED_TEXT } from '../utils/results';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { MeetingButton } from './MeetingButton';
import classes from './SearchPage.module.css';

export interface LatestMeetingsProps {
  meetings: SearchResultItem[] | undefined;
  loading: boolean;
  failed: boolean;
  timeZone?: string;
  onOpen: (meeting: SearchResultItem) => void;
}

/** The collapsible LATEST MEETINGS panel: up to ten meetings, newest first (spec §2). */
export function LatestMeetings({ meetings, loading, failed, timeZone, onOpen }: LatestMeetingsProps) {
  const [opened, setOpened] = useLatestMeetingsShown();
  const headingId = useId();
  const panelId = useId();

  let body;
  if (failed) {
    body = <Text c="red.9">{LATEST_MEETINGS_FAILED_TEXT}</Text>;
  } else if (!meetings) {
    body = loading ? <LoadingSpinner size="sm" label="Loading the latest meetings" /> : null;
  } else if (meetings.length === 0) {
    body = <Text c="dimmed">No meetings in this period.</Text>;
  } else {
    body = (
      <Box component="ul" className={classes.plainList}>
        {meetings.map((meeting) => (
          <li key={meeting.video_url.raw}>
            <MeetingButton meeting={meeting} timeZone={timeZone} onOpen={onOpen} />
          </li>
        ))}
      </Box>
    );
  }

  return (
    <Paper component="section" withBorder p="md" aria-labelledby={headingId} className={classes.panel}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Title order={2} id={headingId} className={classes.sectionTitle}>
            LATEST MEETINGS
          </Title>
          <Text size="sm" c="dimmed">
            (Click on meeting for more detail)
          </Text>
        </div>
        <UnstyledButton
          className={classes.textButton}
          onClick={() => setOpened((open) => !open)}
          aria-expanded={opened}
          aria-controls={panelId}
          aria-label={`${opened ? 'Hide' : 'Show'} latest meetings`}
        >
          {opened ? 'Hide' : 'Show'}
        </UnstyledButton>
      </Group>
      <Collapse expanded={opened} id={panelId} keepMounted={false}>
        <Stack gap={0} pt="sm">
          {body}
        </Stack>
      </Collapse>
    </Paper>
  );
}
