// The columns a list of applications shows, the candidate's and the staff's alike.
import { Anchor } from '@mantine/core';
import type { ApplicationSummary } from '@tremplin/shared';
import { href } from '@tremplin/shared';
import { Link } from 'react-router';
import type { Column } from '@/components/list/data-table';
import { FollowUpBadge } from './follow-up-badge';
import { formatDay } from './format';
import { StatusBadge } from './status-badge';

export const applicationColumns = (uid: number): Column<ApplicationSummary>[] => [
  {
    header: 'Poste',
    cell: (application) => (
      <Anchor component={Link} to={href('application', { uid, cid: application.id })}>
        {application.poste}
      </Anchor>
    ),
  },
  { header: 'Entreprise', cell: (application) => application.entreprise },
  { header: 'Relance', cell: (application) => formatDay(application.date) },
  {
    header: 'Statut',
    cell: (application) => (
      <>
        <StatusBadge status={application.statueCandidature} />{' '}
        <FollowUpBadge userId={uid} applicationId={application.id} />
      </>
    ),
  },
];
