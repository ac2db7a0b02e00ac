// The programme kinds as select options.
import { PROGRAMME_KIND_LABELS, PROGRAMME_KINDS } from '@tremplin/shared';

export const KIND_OPTIONS = PROGRAMME_KINDS.map((k) => ({ value: k, label: PROGRAMME_KIND_LABELS[k] }));
