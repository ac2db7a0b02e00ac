// /alertes/desabonnement/{id}/{signature}: the link of an alert e-mail, signed out. It stops the alerts only on a
// click, never on opening: mail scanners open links on their own.
import { Anchor, Button, Text } from '@mantine/core';
import { href, SAVED_SEARCH_MESSAGES } from '@tremplin/shared';
import { Link, useParams } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { OutcomeAlert } from '@/components/ui/outcome-alert';
import { ApiClientError } from '@/lib/api-client';
import { useUnsubscribe } from '../api/saved-searches';

export function SavedSearchUnsubscribeScreen() {
  const params = useParams();
  const id = Number(params.id);
  const signature = params.signature ?? '';
  const unsubscribe = useUnsubscribe();
  return (
    <ContentLayout title="Désabonnement des alertes" size="sm">
      {unsubscribe.isSuccess ? (
        <>
          <OutcomeAlert done title="Alertes arrêtées">
            {unsubscribe.data.message}
          </OutcomeAlert>
          <Text mt="md">
            La recherche reste enregistrée : vous pouvez relancer ses alertes depuis{' '}
            <Anchor component={Link} to={href('savedSearches')}>
              vos recherches enregistrées
            </Anchor>
            , une fois connecté.
          </Text>
        </>
      ) : (
        <>
          {unsubscribe.isError ? (
            <OutcomeAlert done={false} title="Lien invalide">
              {unsubscribe.error instanceof ApiClientError && unsubscribe.error.status === 403
                ? unsubscribe.error.message
                : SAVED_SEARCH_MESSAGES.badLink}
            </OutcomeAlert>
          ) : null}
          <Text mb="md">
            Vous ne recevrez plus d’e-mail sur les nouveaux profils de cette recherche enregistrée. Vous n’avez pas
            besoin de vous connecter.
          </Text>
          <Button
            loading={unsubscribe.isPending}
            disabled={!Number.isSafeInteger(id) || id <= 0 || !signature}
            onClick={() => unsubscribe.mutate({ id, signature })}
          >
            Ne plus recevoir ces alertes
          </Button>
        </>
      )}
    </ContentLayout>
  );
}
