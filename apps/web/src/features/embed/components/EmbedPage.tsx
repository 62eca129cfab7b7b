import { Center, Loader, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useEmbedHtml } from '../api/load-embed';
import { sanitizeExcerpt } from '../utils/sanitize';

export const EMBED_ERROR_TEXT = 'Error loading embed content.';

/**
 * The embed view (spec §2 /embed/{embedId}): 'Loading transcript...', then the server's excerpt
 * HTML, sanitised; 'No content' when it is empty; the red 'Error loading embed content.' when it
 * cannot be loaded.
 */
export function EmbedPage({ embedId }: { embedId: string }) {
  const query = useEmbedHtml(embedId);
  const html = useMemo(() => (query.data === undefined ? '' : sanitizeExcerpt(query.data)), [query.data]);

  if (query.isPending) {
    return (
      <Center py="xl" role="status">
        <Stack align="center" gap="xs">
          <Loader aria-hidden />
          <Text>Loading transcript...</Text>
        </Stack>
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Text c="red.8" p="md" role="alert">
        {EMBED_ERROR_TEXT}
      </Text>
    );
  }
  if (html.trim() === '') {
    return <Text p="md">No content</Text>;
  }
  // The HTML is escaped by the server and sanitised here (DOMPurify) before it is inserted.
  return (
    <div
      data-embed-content
      style={{ padding: 'var(--mantine-spacing-md)' }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
