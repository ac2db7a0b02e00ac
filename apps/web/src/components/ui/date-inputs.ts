// Mantine's date inputs, with dayjs set to French first. Screens import date components from here rather than from
// '@mantine/dates', so the locale is loaded exactly where dates are shown (and not on every page).
import '@/lib/dayjs';

export * from '@mantine/dates';
