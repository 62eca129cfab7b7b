import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DEFAULT_PRODUCT_NAME, usePublicConfig } from '../lib/public-config';
import { currentYearInDetroit } from '../lib/time';
import classes from './Footer.module.css';

/** Public-page footer (spec §2): the Request Access form link and the copyright line. */
export function Footer() {
  const config = usePublicConfig();
  const productName = config.data?.productName ?? DEFAULT_PRODUCT_NAME;
  const requestAccessUrl = config.data?.requestAccessUrl;
  const year = currentYearInDetroit();

  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg">
        <Group justify="space-between" gap="md" py="xl">
          <Text size="sm">
            © {year} {productName}. All rights reserved.
          </Text>
          {requestAccessUrl ? (
            <Anchor href={requestAccessUrl} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
              Request Access
            </Anchor>
          ) : (
            // Until the form's address is known, the contact page explains how to get access.
            <Anchor component={Link} to="/contact" size="sm" fw={600}>
              Request Access
            </Anchor>
          )}
        </Group>
      </Container>
    </Box>
  );
}
