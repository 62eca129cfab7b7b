import {
  Anchor,
  createTheme,
  PasswordInput,
  Title,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

/** The one accent colour: a deep civic blue, readable as text and as a button fill. */
const civic: MantineColorsTuple = [
  '#e9f1f9',
  '#d3e2f0',
  '#a5c3e1',
  '#74a2d1',
  '#4b86c3',
  '#3174ba',
  '#2269b5',
  '#14599f',
  '#064c88',
  '#004075',
];

const serif =
  "Georgia, 'Iowan Old Style', 'Palatino Linotype', 'Book Antiqua', Cambria, 'Times New Roman', serif";
const sans =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Liberation Sans', sans-serif";

export const theme = createTheme({
  primaryColor: 'civic',
  primaryShade: { light: 8, dark: 4 },
  colors: { civic },
  fontFamily: sans,
  headings: {
    fontFamily: serif,
    fontWeight: '700',
    textWrap: 'balance',
  },
  lineHeights: { xs: '1.45', sm: '1.55', md: '1.65', lg: '1.7', xl: '1.7' },
  defaultRadius: 'sm',
  respectReducedMotion: true,
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    Title: Title.extend({ defaultProps: { c: 'dark.8' } }),
    // The toggle's name must not contain "password", so the field's label stays unique.
    PasswordInput: PasswordInput.extend({
      defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Show or hide the characters' } },
    }),
  },
});

/** Paper-white page; dimmed and error texts dark enough for WCAG AA contrast. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-body': '#fcfbf8',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
