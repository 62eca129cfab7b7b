import { Box, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { SkipLink } from '../components/SkipLink';
import { Footer } from './Footer';
import { Header } from './Header';
import classes from './Layouts.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** Public pages: header, page and the footer. */
export function SiteLayout() {
  return (
    <div className={classes.page}>
      <SkipLink target={MAIN_CONTENT_ID} />
      <Header />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Outlet />
      </Box>
      <Footer />
    </div>
  );
}

/** Working pages (search, settings, transcripts): header and page. */
export function AppLayout() {
  return (
    <div className={classes.page}>
      <SkipLink target={MAIN_CONTENT_ID} />
      <Header width="xl" />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Container size="xl" py="xl">
          <Outlet />
        </Container>
      </Box>
    </div>
  );
}

/** Embeds are shown inside other sites' pages: no header or footer. */
export function BareLayout() {
  return (
    <Box component="main" id={MAIN_CONTENT_ID}>
      <Outlet />
    </Box>
  );
}
