// Mantine theme: the brand green #5dc596 as primary colour; filled surfaces use a darker shade of it so that white
// text keeps a 4.5:1 contrast (the brand shade itself is for accents).
import {
  Anchor,
  Badge,
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  Loader,
  type MantineColorsTuple,
} from '@mantine/core';
import { SpinnerLoader } from '@/components/ui/spinner';

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

/**
 * Shade 8 is what filled, light and outline variants and coloured text use (primaryShade). Mantine's own shade 8 of
 * these colours falls below 4.5:1 as text on white or on its 10 % tint (a light badge, an alert): these darker ones
 * pass both, so every screen gets readable colours from the theme (RGAA 3.2, WCAG 1.4.3).
 */
const ACCESSIBLE_SHADES: Record<string, [string, string]> = {
  red: ['#b02525', '#922020'],
  orange: ['#a63c0a', '#8a3208'],
  teal: ['#08704f', '#065c41'],
  blue: ['#1864ab', '#134f87'],
  green: ['#237032', '#1c5a28'],
  yellow: ['#8a5a00', '#6e4800'],
  cyan: ['#0b6b80', '#095869'],
  grape: ['#862e9c', '#6e2580'],
  violet: ['#5f3dc4', '#4c2fa0'],
  indigo: ['#364fc7', '#2b3fa0'],
  pink: ['#a61e4d', '#8a1940'],
  lime: ['#446b0a', '#375708'],
};

const accessibleColors = Object.fromEntries(
  Object.entries(ACCESSIBLE_SHADES).map(([name, [shade8, shade9]]) => {
    const base = DEFAULT_THEME.colors[name] as MantineColorsTuple;
    return [name, [...base.slice(0, 8), shade8, shade9] as unknown as MantineColorsTuple];
  }),
);

const fontFamily =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif';

const CLEAR = { 'aria-label': 'Effacer' };
// Made when a calendar first needs it: building a date format costs a phone's first load a few milliseconds.
let dayName: Intl.DateTimeFormat | null = null;
/**
 * The calendars in French, weeks from Monday: their months and days (the date inputs load dayjs's French locale), and
 * their arrows and days as read out (without loading the date library on every page).
 */
const CALENDAR = {
  locale: 'fr',
  firstDayOfWeek: 1,
  nextLabel: 'Mois suivant',
  previousLabel: 'Mois précédent',
  getDayAriaLabel: (day: string) => {
    dayName ??= new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    return dayName.format(new Date(`${day.slice(0, 10)}T12:00:00`));
  },
};
const CLOSE = { 'aria-label': 'Fermer' };
// A window's cross says what it closes: many windows also end with a "Fermer" button of their own.
const CLOSE_WINDOW = { 'aria-label': 'Fermer la fenêtre' };

// A calendar that closes gives the focus back to its field, so the keyboard goes on from there.
const RETURN_FOCUS = { returnFocus: true };

const PAGINATION_CONTROLS: Record<string, string> = {
  first: 'Première page',
  previous: 'Page précédente',
  next: 'Page suivante',
  last: 'Dernière page',
};
const paginationControlName = (control: string) => ({ 'aria-label': PAGINATION_CONTROLS[control] });
const paginationItemName = (page: number) => ({ 'aria-label': `Page ${page}` });

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 8,
  colors: { ...accessibleColors, brand },
  autoContrast: true,
  // Modals, menus and other transitions appear at once for people who asked their system for less motion.
  respectReducedMotion: true,
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    // Links inside text must not rely on colour alone.
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // Badges read as their label tables write them (« Alternance », « Non lu », not capitals) and never cut their word:
    // a badge keeps its width in a squeezed row instead of ending in « … ».
    Badge: Badge.extend({
      styles: {
        root: { textTransform: 'none', flexShrink: 0, maxWidth: 'none', overflow: 'visible' },
        label: { overflow: 'visible', textOverflow: 'clip' },
      },
    }),
    // One loader everywhere: SPEC §9's spinner (35px, #5dc596); buttons keep their own size and colour.
    Loader: Loader.extend({
      defaultProps: {
        loaders: { ...Loader.defaultLoaders, spinner: SpinnerLoader },
        type: 'spinner',
        size: 35,
        color: 'brand.5',
      },
    }),
    // Icon-only buttons drawn by Mantine get a French name once, here, for every screen.
    Select: { defaultProps: { clearButtonProps: CLEAR } },
    MultiSelect: { defaultProps: { clearButtonProps: CLEAR } },
    Autocomplete: { defaultProps: { clearButtonProps: CLEAR } },
    TagsInput: { defaultProps: { clearButtonProps: CLEAR } },
    FileInput: { defaultProps: { clearButtonProps: CLEAR } },
    DateInput: { defaultProps: { clearButtonProps: CLEAR, ...CALENDAR } },
    DatePickerInput: { defaultProps: { clearButtonProps: CLEAR, ...CALENDAR, popoverProps: RETURN_FOCUS } },
    Pill: { defaultProps: { removeButtonProps: { 'aria-label': 'Retirer' } } },
    Pagination: { defaultProps: { getControlProps: paginationControlName, getItemProps: paginationItemName } },
    Modal: { defaultProps: { closeButtonProps: CLOSE_WINDOW } },
    Drawer: { defaultProps: { closeButtonProps: CLOSE_WINDOW } },
    Alert: { defaultProps: { closeButtonLabel: 'Fermer' } },
    CloseButton: { defaultProps: CLOSE },
  },
});

/**
 * Mantine's dimmed and placeholder greys, and its error red (shade 6, which a field in error writes its text in), are
 * below 4.5:1 on white; these pass on white (and the dimmed one on the light brand tint).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5a6169',
    '--mantine-color-placeholder': '#697077',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});
