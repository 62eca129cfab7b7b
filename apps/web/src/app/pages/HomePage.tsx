import {
  Badge,
  Box,
  Button,
  Container,
  Group,
  Mark,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconBell,
  IconBuildingCommunity,
  IconBooks,
  IconEye,
  IconFileText,
  IconListDetails,
  IconNews,
  IconSchool,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/page-title';
import classes from './PublicPages.module.css';

interface Point {
  icon: Icon;
  title: string;
  text: string;
}

const FEATURES: Point[] = [
  {
    icon: IconEye,
    title: 'Watches the meetings',
    text: 'Gavel follows the video channels of city councils, county commissions and school boards, and picks up each meeting as soon as it is posted.',
  },
  {
    icon: IconFileText,
    title: 'Every word, searchable',
    text: 'Each meeting is transcribed and indexed minutes after it appears. Search across meetings and jump straight to the moment in the video.',
  },
  {
    icon: IconListDetails,
    title: 'Summaries you can skim',
    text: 'Every meeting is broken into agenda sections and topics, with the votes and the heated moments called out.',
  },
  {
    icon: IconBell,
    title: 'Alerts when it matters',
    text: 'Follow keywords, places or whole states. Gavel emails you when your words come up, hourly, daily or weekly.',
  },
];

const PARTNERS: Point[] = [
  {
    icon: IconNews,
    title: 'Built with local newsrooms',
    text: 'Reporters who cover city halls and school boards shaped what Gavel finds and how it tells you.',
  },
  {
    icon: IconBuildingCommunity,
    title: 'Shaped by civic groups',
    text: 'Neighbourhood and watchdog groups use it to follow the decisions that affect their blocks.',
  },
  {
    icon: IconBooks,
    title: 'Open to public libraries',
    text: 'Librarians help residents find what was said about their street, school or park.',
  },
  {
    icon: IconSchool,
    title: 'Useful to journalism schools',
    text: 'Students learn to cover local government from the record, not from the press release.',
  },
];

function PointCard({ point }: { point: Point }) {
  const PointIcon = point.icon;
  return (
    <Stack gap="xs">
      <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
        <PointIcon size={24} stroke={1.6} />
      </ThemeIcon>
      <Title order={3} size="h4">
        {point.title}
      </Title>
      <Text c="dimmed">{point.text}</Text>
    </Stack>
  );
}

/** An illustration of what an alert looks like; clearly an example, not real data. */
function ExampleAlert() {
  return (
    <Paper
      withBorder
      shadow="sm"
      radius="md"
      p="lg"
      className={classes.example}
      role="figure"
      aria-label="Example alert"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            Example alert
          </Text>
          <Badge variant="light">zoning</Badge>
        </Group>
        <Text fw={700} ff="heading" size="lg">
          City council, regular meeting
        </Text>
        <Text size="sm" c="dimmed">
          Posted 14 minutes ago · Segment at 1:42:10
        </Text>
        <Text size="sm" className={classes.quote}>
          “…the motion to approve the <Mark>zoning</Mark> variance for the riverfront parcel passed five to
          two, with the amendment on parking…”
        </Text>
      </Stack>
    </Paper>
  );
}

/** Home page (spec §1, §2): the pitch, who it is built with, and the call to sign up. */
export function HomePage() {
  usePageTitle();
  return (
    <>
      <Box component="section" className={classes.hero} aria-labelledby="home-title">
        <Container size="lg" py={{ base: 48, sm: 80 }}>
          <div className={classes.heroGrid}>
            <div>
              <Stack gap="lg">
                <Text className={classes.eyebrow}>Local government, on the record</Text>
                <Title order={1} id="home-title" className={classes.heroTitle}>
                  Every public meeting, searchable minutes after it is posted
                </Title>
                <Text fz={{ base: 'lg', sm: 'xl' }} className={classes.lead}>
                  Gavel watches city council, county commission and school board videos, transcribes them, and
                  makes every word searchable minutes after a meeting is posted. It summarises each meeting
                  and emails you when the words you follow come up.
                </Text>
                <Group gap="md">
                  <Button component={Link} to="/contact" size="md">
                    Request beta access
                  </Button>
                  <Button component={Link} to="/about" size="md" variant="default">
                    See how it works
                  </Button>
                </Group>
              </Stack>
            </div>
            <div>
              <ExampleAlert />
            </div>
          </div>
        </Container>
      </Box>

      <Container component="section" size="lg" py={{ base: 48, sm: 72 }} aria-labelledby="features-title">
        <Stack gap="xl">
          <Stack gap="xs" maw={720}>
            <Title order={2} id="features-title">
              The meetings you cannot sit through, read in minutes
            </Title>
            <Text size="lg" c="dimmed">
              Public meetings run for hours and are rarely written down. Gavel turns them into text you can
              search, skim and quote, for reporters on deadline and residents who want to know what was
              decided.
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xl">
            {FEATURES.map((point) => (
              <PointCard key={point.title} point={point} />
            ))}
          </SimpleGrid>
        </Stack>
      </Container>

      <Box component="section" className={classes.band} aria-labelledby="partners-title">
        <Container size="lg" py={{ base: 48, sm: 72 }}>
          <Stack gap="xl">
            <Stack gap="xs" maw={720}>
              <Title order={2} id="partners-title">
                Built with the people who cover local government
              </Title>
              <Text size="lg" c="dimmed">
                Gavel grew out of work with the newsrooms, groups and institutions that keep an eye on local
                decisions.
              </Text>
            </Stack>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xl">
              {PARTNERS.map((point) => (
                <PointCard key={point.title} point={point} />
              ))}
            </SimpleGrid>
          </Stack>
        </Container>
      </Box>

      <Container component="section" size="lg" py={{ base: 48, sm: 72 }} aria-labelledby="join-title">
        <Paper radius="md" p={{ base: 'xl', sm: 48 }} className={classes.cta}>
          <Stack gap="md" align="flex-start" maw={720}>
            <Title order={2} id="join-title" c="white">
              Follow your local government without sitting through every meeting
            </Title>
            <Text size="lg" c="white">
              Gavel is in a closed beta for reporters and residents. Tell us which meetings you follow and we
              will set you up.
            </Text>
            <Button component={Link} to="/contact" size="md" variant="white">
              Ask to join the beta
            </Button>
          </Stack>
        </Paper>
      </Container>
    </>
  );
}
