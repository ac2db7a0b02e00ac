// Dates in French everywhere (DESIGN: Mantine dates with the French locale). Import dayjs from here, and Mantine
// date inputs from '@/components/ui/date-inputs', so the 'fr' locale is always registered before use.
import dayjs from 'dayjs';
import 'dayjs/locale/fr';

dayjs.locale('fr');

export { dayjs };
