// /admin/modele-preview/{mid}: the template as a recipient would read it.
import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Text,
  Title,
  TypographyStylesProvider,
} from '@mantine/core';
import { href } from '@tremplin/shared';
import { Link, useParams } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { idParam } from '@/lib/id-param';
import { useTemplate } from '../api/get-template';

export function TemplatePreviewScreen() {
  const id = idParam(useParams().mid) ?? 0;
  const template = useTemplate(id);
  const t = template.data;
  return (
    <ContentLayout title="Aperçu du modèle">
      <Anchor component={Link} to={href('adminTemplates')} size="sm">
        ← Retour aux modèles
      </Anchor>
      {template.isPending ? (
        <Center py="xl">
          <Loader aria-label="Chargement du modèle" />
        </Center>
      ) : !t ? (
        <Alert color="orange" title="Modèle introuvable" mt="md">
          Ce modèle n’existe pas ou a été supprimé.
        </Alert>
      ) : (
        <>
          <Text c="dimmed" mt="md">
            Modèle « {t.titre} »
          </Text>
          <Title order={2} size="h3" mt="xs" mb="md">
            {t.sujet}
          </Title>
          <Paper withBorder radius="lg" p="lg" mb="lg">
            <TypographyStylesProvider>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the API stores only sanitised HTML */}
              <div className="ql-editor" style={{ padding: 0 }} dangerouslySetInnerHTML={{ __html: t.contenu }} />
            </TypographyStylesProvider>
          </Paper>
          <Group>
            <Button component={Link} to={href('adminTemplateEdit', { mid: t.id })}>
              Modifier
            </Button>
          </Group>
        </>
      )}
    </ContentLayout>
  );
}
