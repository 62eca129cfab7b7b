import { Box, Button, Drawer, Group } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { cleanTitle } from '../../../lib/meeting-text';
import { DRAWER_ANIMATION_MS, type MeetingDrawerController } from '../hooks/use-meeting-drawer';
import { MeetingTranscript } from './MeetingTranscript';
import classes from './MeetingDrawer.module.css';

export interface MeetingDrawerProps {
  drawer: MeetingDrawerController;
  timeZone?: string;
}

/**
 * The meeting detail drawer (spec §2): full width, from the right, with a back button. Focus
 * stays inside while it is open and returns to where it was when it closes; Escape closes it.
 */
export function MeetingDrawer({ drawer, timeZone }: MeetingDrawerProps) {
  const { opened, selection, close } = drawer;
  // While a dialog of the meeting (the Embed Code dialog) is open, Escape closes that dialog only.
  const [dialogOpen, setDialogOpen] = useState(false);
  // Loaded on demand, the drawer first renders closed, so it knows where focus returns on close.
  const mounted = useMounted();
  return (
    <Drawer.Root
      opened={opened && mounted}
      onClose={close}
      position="right"
      size="100%"
      transitionProps={{ duration: DRAWER_ANIMATION_MS }}
      trapFocus
      returnFocus
      closeOnEscape={!dialogOpen}
    >
      <Drawer.Overlay />
      <Drawer.Content className={classes.content}>
        <Drawer.Header className={classes.header}>
          <Group gap="md" wrap="nowrap" className={classes.headerRow}>
            <Button
              variant="subtle"
              leftSection={<IconArrowLeft size={18} aria-hidden />}
              onClick={close}
              data-autofocus
              className={classes.back}
            >
              Back
            </Button>
            <Drawer.Title className={classes.title}>
              {selection ? cleanTitle(selection.meeting.video_title.raw) : ''}
            </Drawer.Title>
          </Group>
        </Drawer.Header>
        {/* The header stays out of the scrolling: focusing Back never scrolls the meeting. */}
        <Box className={classes.scroller} data-drawer-scroller>
          <Box className={classes.body}>
            {selection ? (
              <MeetingTranscript
                key={selection.meeting.video_url.raw}
                selection={selection}
                timeZone={timeZone}
                onDialogChange={setDialogOpen}
              />
            ) : null}
          </Box>
        </Box>
      </Drawer.Content>
    </Drawer.Root>
  );
}
