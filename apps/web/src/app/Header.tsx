import { Anchor, Box, Burger, Button, Container, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { Logo } from '../components/Logo';
import { useAuth } from '../features/auth/hooks/auth-context';
import { DEFAULT_PRODUCT_NAME, usePublicConfig } from '../lib/public-config';
import classes from './Header.module.css';

interface NavItem {
  label: string;
  to: string;
}

const PUBLIC_LINKS: NavItem[] = [
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
];
const LOGGED_OUT_LINKS: NavItem[] = [...PUBLIC_LINKS, { label: 'Log In', to: '/login' }];
const LOGGED_IN_LINKS: NavItem[] = [
  ...PUBLIC_LINKS,
  { label: 'Search', to: '/search' },
  { label: 'Settings', to: '/settings' },
];

const MOBILE_NAV_ID = 'mobile-navigation';

/** Site header (spec §2): logo to /, then the links for the visitor's login state. */
/** The site header; `width` matches the container of the page below it. */
export function Header({ width = 'lg' }: { width?: 'lg' | 'xl' }) {
  const { state, logOut } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const config = usePublicConfig();
  const [menuOpened, { toggle: toggleMenu, close: closeMenu }] = useDisclosure(false);
  const loggedIn = state.status === 'loggedIn';
  // Choosing a first password: signed in already, with nothing else to reach until it is set.
  const choosingPassword = state.status === 'requiresPasswordChange';
  const links = loggedIn ? LOGGED_IN_LINKS : choosingPassword ? PUBLIC_LINKS : LOGGED_OUT_LINKS;

  // Following a link closes the small-screen menu.
  useEffect(() => {
    closeMenu();
  }, [location.pathname, closeMenu]);

  const onLogOut = () => {
    logOut();
    void navigate('/');
  };

  const linkElements = links.map((link) => (
    <Anchor key={link.to} component={NavLink} to={link.to} className={classes.link} underline="never">
      {link.label}
    </Anchor>
  ));

  const action =
    loggedIn || choosingPassword ? (
      <Button variant="outline" onClick={onLogOut}>
        Log Out
      </Button>
    ) : (
      <Button component={Link} to="/contact">
        Sign Up
      </Button>
    );

  return (
    <Box component="header" className={classes.header}>
      <Container size={width} className={classes.bar}>
        <Logo name={config.data?.productName ?? DEFAULT_PRODUCT_NAME} />
        <Group component="nav" aria-label="Main" gap="lg" visibleFrom="sm" wrap="nowrap">
          {linkElements}
          {action}
        </Group>
        <Burger
          hiddenFrom="sm"
          opened={menuOpened}
          onClick={toggleMenu}
          aria-label={menuOpened ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpened}
          aria-controls={MOBILE_NAV_ID}
        />
      </Container>
      {menuOpened ? (
        <Box
          component="nav"
          aria-label="Main"
          id={MOBILE_NAV_ID}
          hiddenFrom="sm"
          className={classes.mobileNav}
        >
          <Container size={width}>
            <Stack gap="xs" py="sm" align="stretch">
              {linkElements}
              {action}
            </Stack>
          </Container>
        </Box>
      ) : null}
    </Box>
  );
}
