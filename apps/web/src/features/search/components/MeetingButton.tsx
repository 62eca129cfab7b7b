import type { SearchResultItem } from '@gavel/contract';
import { Text, UnstyledButton } from '@mantine/core';
import { cleanTitle, placeLine } from '../../../lib/meeting-text';
import { formatApDate } from '../../../lib/time';
import classes from './SearchPage.module.css';

export interface MeetingButtonProps {
  meeting: SearchResultItem;
  timeZone?: string;
  onOpen: (meeting: SearchResultItem) => void;
}

/** A meeting in a list of meetings: its title, then its place and date; opens the meeting. */
export function MeetingButton({ meeting, timeZone, onOpen }: MeetingButtonProps) {
  return (
    <UnstyledButton className={classes.meetingButton} onClick={() => onOpen(meeting)}>
      <Text fw={600} className={classes.meetingTitle}>
        {cleanTitle(meeting.video_title.raw)}
      </Text>
      <Text size="sm" c="dimmed">
        {placeLine(meeting.locality_name.raw, meeting.state.raw)} ·{' '}
        {formatApDate(meeting.upload_date.raw, timeZone)}
      </Text>
    </UnstyledButton>
  );
}
