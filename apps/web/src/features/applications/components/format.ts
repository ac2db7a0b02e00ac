// How application dates and statuses read on screen (French).
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@tremplin/shared';
import { dayjs } from '@/lib/dayjs';

export const formatDay = (date: string) => dayjs(date).format('DD/MM/YYYY');
export const formatDateTime = (date: string) => dayjs(date).format('DD/MM/YYYY [à] HH:mm');
export const STATUS_COLORS: Record<ApplicationStatus, string> = {
  EN_ATTENTE: 'gray',
  ENTRETIEN: 'blue',
  ACCEPTEE: 'teal',
  REFUSEE: 'red',
  SANS_REPONSE: 'orange',
};
export const statusLabel = (status: ApplicationStatus) => APPLICATION_STATUS_LABELS[status];
