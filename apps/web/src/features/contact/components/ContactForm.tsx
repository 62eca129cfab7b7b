import { Stack, Text, Title } from '@mantine/core';

/** The contact form for signed-in users (spec §2 Contact page, logged-in). The fields come next. */
export function ContactForm() {
  return (
    <Stack gap="sm" component="section">
      <Title order={1}>Contact us</Title>
      <Title order={2} size="h3">
        Send us a message
      </Title>
      <Text>Suggest a new locality, tell us about a story, report a problem or send feedback.</Text>
    </Stack>
  );
}
