// /{uid}/projet/{pid}: a project with its gallery, and for its owner (or staff) the ways to change it.
import { Anchor, Button, Container, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowsSort, IconEdit, IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { href, isStaff } from '@tremplin/shared';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useDocumentTitle } from '@/components/seo/use-document-title';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { useCurrentUser } from '@/lib/auth';
import { idParam } from '@/lib/id-param';
import { useDeleteProject } from '../api/delete-project';
import { useProject } from '../api/get-project';
import { ProjectDetails } from '../components/project-details';
import { projectGate } from '../components/project-gate';

function LinkButton({ to, icon: Icon, children }: { to: string; icon: typeof IconPhotoPlus; children: ReactNode }) {
  return (
    <Button component={Link} to={to} variant="light" leftSection={<Icon size={18} />}>
      {children}
    </Button>
  );
}

export function ProjectScreen() {
  const params = useParams();
  const uid = idParam(params.uid) ?? 0;
  const pid = idParam(params.pid) ?? 0;
  const me = useCurrentUser();
  const navigate = useNavigate();
  const remove = useDeleteProject(uid);
  // Once the deletion is under way the screen only waits to leave: reading the project again would answer 404.
  const project = useProject(pid, remove.isIdle || remove.isError);
  const [confirming, setConfirming] = useState(false);
  useDocumentTitle(project.data?.titre);

  const gate = projectGate(project, uid);
  if (gate || !project.data) return gate;
  const p = project.data;
  const mayChange = !!me && (me.id === p.utilisateurId || isStaff(me.role));

  return (
    <Container size="md" py="xl">
      <Anchor component={Link} to={href('portfolio', { uid })} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden="true" /> Retour au portfolio
        </Group>
      </Anchor>
      <Title order={1} mt="sm" mb="xs">
        {p.titre}
      </Title>
      <Text c="dimmed" mb="lg">
        Par {p.auteur.prenom} {p.auteur.nom}
      </Text>
      {mayChange ? (
        <Group mb="xl" gap="sm">
          <Button component={Link} to={href('projectEdit', { uid, pid: p.id })} leftSection={<IconEdit size={18} />}>
            Modifier le projet
          </Button>
          <LinkButton to={href('projectImagesAdd', { uid, pid: p.id })} icon={IconPhotoPlus}>
            Ajouter des images
          </LinkButton>
          {p.images.length > 0 ? (
            <LinkButton to={href('projectImagesEdit', { uid, pid: p.id })} icon={IconArrowsSort}>
              Organiser les images
            </LinkButton>
          ) : null}
          <Button
            color="red"
            variant="outline"
            leftSection={<IconTrash size={18} />}
            onClick={() => setConfirming(true)}
          >
            Supprimer le projet
          </Button>
        </Group>
      ) : null}
      <ProjectDetails project={p} />
      <ConfirmModal
        opened={confirming}
        title="Supprimer ce projet ?"
        confirmLabel="Supprimer définitivement"
        loading={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(p.id, {
            onSuccess: () => {
              setConfirming(false);
              navigate(href('portfolio', { uid }));
            },
          })
        }
      >
        « {p.titre} » et ses {p.images.length} image{p.images.length > 1 ? 's' : ''} seront supprimés. Cette action est
        définitive.
      </ConfirmModal>
    </Container>
  );
}
