// /admin/jobdating-preview/{jid}: the event as candidates will read it, with its invitation counts.
import { Anchor, Badge, Button, Group } from '@mantine/core';
import { IconEdit, IconUserPlus } from '@tabler/icons-react';
import { href } from '@tremplin/shared';
import { Link, useParams } from 'react-router';
import { recordGate } from '@/components/form/form-page';
import { ContentLayout } from '@/components/layouts/content-layout';
import { idParam } from '@/lib/id-param';
import { useJobDating } from '../api/get-job-dating';
import { JobDatingSummary } from '../components/job-dating-summary';
import { JOB_DATING_STATES } from '../job-dating-display';

export function JobDatingPreviewScreen() {
  const id = idParam(useParams().jid) ?? 0;
  const event = useJobDating(id);
  const gate = recordGate(event, id > 0, JOB_DATING_STATES);
  if (gate || !event.data) return gate;
  const e = event.data;
  return (
    <ContentLayout
      title="Aperçu du JobDating"
      intro={
        <Anchor component={Link} to={href('adminJobDatings')}>
          Retour à la gestion des JobDating
        </Anchor>
      }
    >
      <JobDatingSummary event={e} />
      <Group mt="md" justify="space-between">
        <Group gap="xs">
          <Badge variant="outline" color="blue.9">
            {e.invitations} invitation{e.invitations > 1 ? 's' : ''}
          </Badge>
          <Badge variant="outline" color="teal.9">
            {e.confirmees} confirmée{e.confirmees > 1 ? 's' : ''}
          </Badge>
        </Group>
        <Group>
          <Button
            component={Link}
            to={href('adminInvitationNew', { jid: e.id })}
            leftSection={<IconUserPlus size={16} />}
          >
            Inviter des candidats
          </Button>
          <Button
            component={Link}
            to={href('adminJobDatingEdit', { jid: e.id })}
            variant="default"
            leftSection={<IconEdit size={16} />}
          >
            Modifier
          </Button>
        </Group>
      </Group>
    </ContentLayout>
  );
}
