import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DEFAULT_PRODUCT_NAME, usePublicConfig } from '../../../lib/public-config';

/** What the page says when the server has no request form (no REQUEST_ACCESS_URL). */
export const NO_REQUEST_FORM_TEXT =
  'Accounts are made by invitation: ask the newsroom or organisation that runs this server to invite you.';

/** The logged-out contact page: beta accounts are set up through the Request Access form. */
export function BetaAccessNote() {
  const config = usePublicConfig();
  const productName = config.data?.productName ?? DEFAULT_PRODUCT_NAME;
  const requestAccessUrl = config.data?.requestAccessUrl;

  return (
    <Stack gap="lg" component="section" maw={680}>
      <Title order={1}>Contact us</Title>
      <Text size="lg">
        {productName} is in a closed beta. Beta accounts are set up through our request form: tell us who you
        are and which meetings you follow, and we will get back to you with an invitation.
      </Text>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h3">
            Request beta access
          </Title>
          <Text>The form opens in a new tab.</Text>
          {requestAccessUrl ? (
            <Button
              component="a"
              href={requestAccessUrl}
              target="_blank"
              rel="noopener noreferrer"
              rightSection={<IconExternalLink size={16} aria-hidden />}
            >
              Open the request form
            </Button>
          ) : config.data ? (
            <Text>{NO_REQUEST_FORM_TEXT}</Text>
          ) : (
            <Text c="dimmed" aria-live="polite">
              {config.isError
                ? 'The request form link could not be loaded. Please try again later.'
                : 'Loading the request form link...'}
            </Text>
          )}
        </Stack>
      </Paper>
      <Text>
        Already have an account?{' '}
        <Anchor component={Link} to="/login">
          Sign in here
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
