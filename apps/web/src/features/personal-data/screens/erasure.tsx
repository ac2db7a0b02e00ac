// /effacement/{token}: the link of the self-deletion e-mail. It erases only on a click, never on opening: mail
// scanners open links on their own.
import { Anchor, Button, Text } from '@mantine/core';
import { href } from '@tremplin/shared';
import { Link, useParams } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { OutcomeAlert } from '@/components/ui/outcome-alert';
import { ApiClientError } from '@/lib/api-client';
import { useConfirmErasure } from '../api/confirm-erasure';

export function ErasureScreen() {
  const token = useParams().token ?? '';
  const confirm = useConfirmErasure();
  return (
    <ContentLayout title="Effacement du compte" size="sm">
      {confirm.isSuccess ? (
        <OutcomeAlert done title="Compte effacé">
          {confirm.data.message}
        </OutcomeAlert>
      ) : (
        <>
          {confirm.isError ? (
            <OutcomeAlert done={false} title="Effacement impossible">
              {confirm.error instanceof ApiClientError ? confirm.error.message : 'Une erreur est survenue !'}
            </OutcomeAlert>
          ) : null}
          <Text mb="md">
            Vous avez demandé la suppression de votre compte. En confirmant, votre compte, vos fichiers et vos données
            sont effacés tout de suite et définitivement. Pour garder votre compte, connectez-vous simplement.
          </Text>
          <Button color="red" loading={confirm.isPending} onClick={() => confirm.mutate(token)} mb="md">
            Effacer définitivement mon compte
          </Button>
          <Text>
            <Anchor component={Link} to={href('login')}>
              Garder mon compte et me connecter
            </Anchor>
          </Text>
        </>
      )}
    </ContentLayout>
  );
}
