// Dates in French everywhere (DESIGN: Mantine dates with the French locale). Import dayjs from here, and Mantine
// date inputs from '@/components/ui/date-inputs', so the 'fr' locale is always registered before use.
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.locale('fr');
// Typed dates are read in the formats French people type (15/06/2027, 15-6-2027, 15062027), never the US order.
dayjs.extend(customParseFormat);

export { dayjs };
