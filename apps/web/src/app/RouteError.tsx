import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';

/** Shown when a page fails to render. */
export function RouteError() {
  const error = useRouteError();
  console.error('Page failed to render', error);
  return (
    <Container size="sm" py={64}>
      <Stack gap="md" align="flex-start" role="alert">
        <Title order={1}>Something went wrong</Title>
        <Text>This page could not be shown. Reload it, or go back to the home page.</Text>
        <Button component="a" href="/">
          Go to the home page
        </Button>
      </Stack>
    </Container>
  );
}
