import { Stack, Text, Title } from '@mantine/core';

/** The embed view (spec §2 /embed/{embedId}). Loading the server's excerpt comes next. */
export function EmbedPage({ embedId }: { embedId: string }) {
  return (
    <Stack gap="sm" component="section" p="md">
      <Title order={1} size="h3">
        Meeting excerpt
      </Title>
      <Text style={{ overflowWrap: 'anywhere' }}>Excerpt {embedId}</Text>
    </Stack>
  );
}
