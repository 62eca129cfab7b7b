import { Stack, Text, Title } from '@mantine/core';

/** The search page (spec §2 Search page). The keyword search and results come next. */
export function SearchPage({ productName }: { productName: string }) {
  return (
    <Stack gap="sm" component="section">
      <Title order={1}>{productName}</Title>
      <Text>Search meeting transcripts by keyword. Separate multiple keywords by comma.</Text>
    </Stack>
  );
}
