// Mantine theme: the brand green #5dc596 as primary colour; filled surfaces use a darker shade of it so that white
// text keeps a 4.5:1 contrast (the brand shade itself is for accents).
import { Anchor, type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

export const BRAND_GREEN = '#5dc596';

const brand: MantineColorsTuple = [
  '#ecf8f2',
  '#d6f1e3',
  '#ace3c8',
  '#86d6b0',
  '#6fcda2',
  BRAND_GREEN,
  '#45b07f',
  '#2e8f63',
  '#237350',
  '#185a3d',
];

const fontFamily =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 8,
  colors: { brand },
  autoContrast: true,
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    // Links inside text must not rely on colour alone.
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
  },
});

/** Mantine's dimmed grey is below 4.5:1 on white; this one passes on white and on the light brand tint. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5a6169' },
  dark: {},
});
