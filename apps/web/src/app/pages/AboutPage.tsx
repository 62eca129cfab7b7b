import { Badge, Button, Container, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBell, IconEye, IconFileText, type Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/page-title';

interface Step {
  icon: Icon;
  title: string;
  text: string;
}

const STEPS: Step[] = [
  {
    icon: IconEye,
    title: 'Watch',
    text: 'Gavel keeps an eye on the video channels where city councils, county commissions and school boards post their meetings, and picks up every new video as soon as it appears.',
  },
  {
    icon: IconFileText,
    title: 'Transcribe and summarise',
    text: 'Each meeting is transcribed with timestamps and speakers, then summarised into agenda sections and topics, with the votes and the heated moments called out.',
  },
  {
    icon: IconBell,
    title: 'Search and get alerts',
    text: 'Search every transcript by keyword, date, locality and state, read the result beside the video, and get an email when the words you follow come up.',
  },
];

/** About page (spec §1): how it works in three steps. */
export function AboutPage() {
  usePageTitle('About');
  return (
    <Container size="lg" py={{ base: 48, sm: 72 }}>
      <Stack gap={48}>
        <Stack gap="sm" maw={760}>
          <Title order={1}>How Gavel works</Title>
          <Text size="xl">
            Local decisions are made in meetings that run for hours and are rarely written down. Gavel turns
            those videos into a record you can search, in three steps.
          </Text>
        </Stack>

        <SimpleGrid
          component="ol"
          cols={{ base: 1, md: 3 }}
          spacing="xl"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {STEPS.map((step, index) => {
            const StepIcon = step.icon;
            return (
              <Paper component="li" key={step.title} withBorder radius="md" p="xl">
                <Stack gap="sm">
                  <Badge variant="light" size="lg">
                    Step {index + 1}
                  </Badge>
                  <ThemeIcon size={48} radius="md" aria-hidden>
                    <StepIcon size={26} stroke={1.6} />
                  </ThemeIcon>
                  <Title order={2} size="h3">
                    {step.title}
                  </Title>
                  <Text>{step.text}</Text>
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>

        <Stack gap="sm" maw={760}>
          <Title order={2}>Who it is for</Title>
          <Text size="lg">
            Gavel serves reporters who cover local government and residents who want to know what their
            officials decided. Access is by invitation while the service is in beta.
          </Text>
          <div>
            <Button component={Link} to="/contact" size="md" mt="sm">
              Ask to join the beta
            </Button>
          </div>
        </Stack>
      </Stack>
    </Container>
  );
}
