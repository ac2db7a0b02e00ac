// /admin/parametres: switches an admin turns on or off for everyone at once (the prospecting table's menu entry), and
// the operator's details the public pages show.
import { Loader, Paper, Stack, Switch, Text } from '@mantine/core';
import { ContentLayout } from '@/components/layouts/content-layout';
import { useFeatureSettings, useSaveFeatureSettings } from '../api/feature-settings';
import { FollowUpSetting } from './follow-up-setting';
import { OperatorSetting } from './operator-setting';

export function AdminSettingsScreen() {
  const settings = useFeatureSettings();
  const save = useSaveFeatureSettings();
  return (
    <ContentLayout
      title="Paramètres"
      intro="Ces réglages s’appliquent aussitôt à tout le monde, menus ouverts compris."
    >
      <Paper withBorder radius="lg" p="lg">
        {settings.isPending ? (
          <Loader aria-label="Chargement des paramètres" />
        ) : settings.isError ? (
          <Text>Les paramètres ne peuvent pas être lus pour le moment.</Text>
        ) : (
          <Stack>
            <Switch
              label="Tableau de prospection dans le menu du personnel"
              description="Montre l’entrée « Tableau de prospection » aux administrateurs, conseillers et assistants."
              checked={settings.data.prospects}
              disabled={save.isPending}
              onChange={(e) => save.mutate({ prospects: e.currentTarget.checked })}
            />
            <FollowUpSetting />
          </Stack>
        )}
      </Paper>
      <Paper withBorder radius="lg" p="lg" mt="lg">
        <OperatorSetting />
      </Paper>
    </ContentLayout>
  );
}
