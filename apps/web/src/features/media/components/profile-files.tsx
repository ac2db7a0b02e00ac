// The files of a profile (SPEC §3): photo, CV, certifications and presentation video, each with its own actions.

import { Anchor, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import {
  formatFileSize,
  type ProfileDocument,
  type ProfileFileKind,
  type PublicUser,
  storedFileName,
} from '@tremplin/shared';
import { type ReactNode, useState } from 'react';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { dayjs } from '@/lib/dayjs';
import { downloadFile, useFileObjectUrl } from '@/lib/protected-file';
import { useDeleteProfileFile } from '../api/delete-profile-file';
import { useProfileDocuments } from '../api/get-profile-documents';
import { UploadButton } from './upload-button';

interface FilesProps {
  user: PublicUser;
  /** The viewer may add and remove files (the owner, or an admin). */
  canEdit: boolean;
  onChange: (user: PublicUser) => void;
}

function DeleteButton({
  user,
  kind,
  fileKey,
  what,
  onChange,
}: {
  user: PublicUser;
  kind: ProfileFileKind;
  fileKey: string;
  what: string;
  onChange: (u: PublicUser) => void;
}) {
  const [opened, setOpened] = useState(false);
  const remove = useDeleteProfileFile(user.id, kind, (u) => {
    setOpened(false);
    onChange(u);
  });
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        size="compact-sm"
        leftSection={<IconTrash size={14} aria-hidden="true" />}
        onClick={() => setOpened(true)}
        aria-label={`Supprimer ${what}`}
      >
        Supprimer
      </Button>
      <ConfirmModal
        opened={opened}
        title="Confirmer la suppression"
        confirmLabel="Supprimer"
        loading={remove.isPending}
        onClose={() => setOpened(false)}
        onConfirm={() => remove.mutate(fileKey)}
      >
        Voulez-vous vraiment supprimer {what} ? Cette action est définitive.
      </ConfirmModal>
    </>
  );
}

const downloadName = (user: PublicUser, label: string, key: string) =>
  `${label}-${user.prenom}-${user.nom}.${storedFileName(key).split('.').pop()}`.replace(/\s+/g, '-');

/** Avatar actions: upload a photo or remove it (the default illustration shows again). */
export function AvatarActions({ user, canEdit, onChange }: FilesProps) {
  if (!canEdit) return null;
  return (
    <Stack gap="xs" align="center">
      <UploadButton userId={user.id} kind="AVATAR" label="Changer la photo" onDone={onChange} />
      {user.cheminImage ? (
        <DeleteButton
          user={user}
          kind="AVATAR"
          fileKey={user.cheminImage}
          what="la photo de profil"
          onChange={onChange}
        />
      ) : null}
    </Stack>
  );
}

/** « CV-Julie.pdf · 245 Ko · déposé le 02/12/2026 »: what lets people check which file is online. */
function FileFacts({ document }: { document: ProfileDocument | undefined }) {
  if (!document) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="file-facts">
      <Text span fw={600} c="var(--mantine-color-text)" style={{ overflowWrap: 'anywhere' }}>
        {document.nom}
      </Text>{' '}
      · {formatFileSize(document.taille)} · déposé le {dayjs(document.date).format('DD/MM/YYYY')}
    </Text>
  );
}

/** A titled card of the profile's files, named by its heading. */
function FileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

export function CvSection({ user, canEdit, onChange }: FilesProps) {
  const documents = useProfileDocuments(user);
  return (
    <FileSection id="cv-title" title="CV">
      {user.cheminCv ? <FileFacts document={documents.data?.cv ?? undefined} /> : null}
      {user.cheminCv ? (
        <Group gap="sm" mt="xs">
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            onClick={() =>
              void downloadFile(user.cheminCv!, downloadName(user, 'CV', user.cheminCv!)).catch(() => undefined)
            }
          >
            Télécharger le CV
          </Button>
          {canEdit ? (
            <DeleteButton user={user} kind="CV" fileKey={user.cheminCv} what="le CV" onChange={onChange} />
          ) : null}
        </Group>
      ) : (
        <Text c="dimmed">Aucun CV déposé.</Text>
      )}
      {canEdit ? (
        <Stack mt="sm">
          <UploadButton
            userId={user.id}
            kind="CV"
            label={user.cheminCv ? 'Remplacer le CV' : 'Déposer un CV'}
            onDone={onChange}
          />
        </Stack>
      ) : null}
    </FileSection>
  );
}

export function CertificationsSection({ user, canEdit, onChange }: FilesProps) {
  const documents = useProfileDocuments(user);
  return (
    <FileSection id="certifications-title" title="Certifications">
      {user.cheminCertif.length ? (
        <List spacing="xs" listStyleType="none" p={0}>
          {user.cheminCertif.map((key, index) => (
            <List.Item key={key}>
              <Group gap="sm">
                <Anchor
                  component="button"
                  type="button"
                  onClick={() =>
                    void downloadFile(key, downloadName(user, `certification-${index + 1}`, key)).catch(() => undefined)
                  }
                >
                  Certification {index + 1}
                </Anchor>
                <FileFacts document={documents.data?.certifications.find((d) => d.chemin === key)} />
                {canEdit ? (
                  <DeleteButton
                    user={user}
                    kind="CERTIFICATION"
                    fileKey={key}
                    what={`la certification ${index + 1}`}
                    onChange={onChange}
                  />
                ) : null}
              </Group>
            </List.Item>
          ))}
        </List>
      ) : (
        <Text c="dimmed">Aucune certification déposée.</Text>
      )}
      {canEdit ? (
        <Stack mt="sm">
          <UploadButton userId={user.id} kind="CERTIFICATION" label="Ajouter une certification" onDone={onChange} />
        </Stack>
      ) : null}
    </FileSection>
  );
}

function VideoPlayer({ fileKey }: { fileKey: string }) {
  const { url, failed } = useFileObjectUrl(fileKey);
  if (failed) return <Text c="dimmed">La vidéo ne peut pas être lue pour le moment.</Text>;
  if (!url) return <Text c="dimmed">Chargement de la vidéo…</Text>;
  return (
    // biome-ignore lint/a11y/useMediaCaption: a personal presentation recorded by the candidate has no caption track.
    <video
      src={url}
      controls
      preload="metadata"
      style={{ width: '100%', maxHeight: 360 }}
      aria-label="Vidéo de présentation"
    />
  );
}

export function PresentationVideoSection({ user, canEdit, onChange }: FilesProps) {
  return (
    <Stack gap="sm">
      {user.urlVideo ? (
        <>
          <VideoPlayer fileKey={user.urlVideo} />
          {canEdit ? (
            <Group>
              <DeleteButton
                user={user}
                kind="VIDEOPRESENTATION"
                fileKey={user.urlVideo}
                what="la vidéo de présentation"
                onChange={onChange}
              />
            </Group>
          ) : null}
        </>
      ) : (
        <Text c="dimmed">Aucune vidéo de présentation déposée.</Text>
      )}
      {canEdit ? (
        <UploadButton
          userId={user.id}
          kind="VIDEOPRESENTATION"
          label={user.urlVideo ? 'Remplacer la vidéo' : 'Déposer une vidéo'}
          onDone={onChange}
          showProgress
        />
      ) : null}
    </Stack>
  );
}
