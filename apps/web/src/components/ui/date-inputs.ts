// Mantine's date inputs, with dayjs set to French first. Screens import date components from here rather than from
// '@mantine/dates', so the locale is loaded exactly where dates are shown (and not on every page).
import '@/lib/dayjs';
// Their styles travel with them, out of the stylesheet every first page waits for.
import '@mantine/dates/styles.css';

export * from '@mantine/dates';
