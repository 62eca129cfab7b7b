import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMeetingDrawer, type MeetingDrawerController, type MeetingSelection } from './use-meeting-drawer';

/** The query parameter naming the meeting open in the drawer (its video URL). */
export const MEETING_PARAM = 'meeting';

/** What the history entry of an open meeting holds, so Forward and a reload open it again. */
interface DrawerHistoryState {
  meetingDrawer: MeetingSelection;
}

function drawerState(state: unknown): MeetingSelection | null {
  if (typeof state !== 'object' || state === null || !('meetingDrawer' in state)) {
    return null;
  }
  const selection = (state as DrawerHistoryState).meetingDrawer;
  return typeof selection?.meeting?.video_url?.raw === 'string' ? selection : null;
}

function withMeeting(search: string, videoUrl: string | null): string {
  const params = new URLSearchParams(search);
  if (videoUrl === null) {
    params.delete(MEETING_PARAM);
  } else {
    params.set(MEETING_PARAM, videoUrl);
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * The meeting drawer, kept in the address and the history: opening a meeting adds a history
 * entry whose address names it, so the browser's or phone's Back closes the drawer (and leaves
 * the search as it was), Forward opens it again, and a reload keeps it open.
 */
export function useMeetingDrawerInHistory(): MeetingDrawerController {
  const drawer = useMeetingDrawer();
  const location = useLocation();
  const navigate = useNavigate();
  const { open: openDrawer, close: closeDrawer } = drawer;
  const fromHistory = drawerState(location.state);
  const inAddress = new URLSearchParams(location.search).get(MEETING_PARAM);
  // Whether the entry of the open meeting is one this page added (Back then removes it).
  const pushed = useRef(false);

  // The address decides: a meeting in it (with its entry's state) is open, none is closed.
  const shownUrl = useRef<string | null>(null);
  useEffect(() => {
    if (inAddress !== null && fromHistory && fromHistory.meeting.video_url.raw === inAddress) {
      shownUrl.current = inAddress;
      openDrawer(fromHistory);
    } else if (inAddress !== null) {
      // A meeting named in a shared address without its entry: the search is shown instead.
      void navigate({ search: withMeeting(location.search, null), hash: location.hash }, { replace: true });
    } else if (shownUrl.current !== null) {
      shownUrl.current = null;
      pushed.current = false;
      closeDrawer();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the address only
  }, [location.key]);

  const open = useCallback(
    (next: MeetingSelection) => {
      const url = next.meeting.video_url.raw;
      const state: DrawerHistoryState = { meetingDrawer: next };
      const target = { search: withMeeting(location.search, url), hash: location.hash };
      // Switching from one open meeting to another replaces its entry: Back still closes.
      const replace = shownUrl.current !== null;
      if (!replace) {
        pushed.current = true;
      }
      void navigate(target, { state, replace });
    },
    [location.search, location.hash, navigate],
  );

  const close = useCallback(() => {
    if (pushed.current) {
      void navigate(-1);
      return;
    }
    shownUrl.current = null;
    closeDrawer();
    void navigate({ search: withMeeting(location.search, null), hash: location.hash }, { replace: true });
  }, [closeDrawer, navigate, location.search, location.hash]);

  return { ...drawer, open, close };
}
