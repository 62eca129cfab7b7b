import { Stack, Text, Title } from '@mantine/core';

export interface TranscriptPageProps {
  /** The URL-encoded video URL from the route. */
  videoId: string;
  /** The login state is passed along to the transcript view (spec §2). */
  isLoggedIn: boolean;
}

/** The direct transcript view (spec §2 /transcript/{videoId}). The viewer comes next. */
export function TranscriptPage({ videoId, isLoggedIn }: TranscriptPageProps) {
  return (
    <Stack gap="sm" component="section" data-logged-in={isLoggedIn}>
      <Title order={1}>Meeting transcript</Title>
      <Text style={{ overflowWrap: 'anywhere' }}>Video: {videoId}</Text>
    </Stack>
  );
}
