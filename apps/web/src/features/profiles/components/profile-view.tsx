// The whole profile (SPEC §2.2, §3): identity, photo, job, files, links, videos, skills, diploma and interests.
// `mode="public"` is the details page of another user: the same sections without the private ones. The files and
// skills belong to other features: the route screen passes them in as `parts`, placed here by the profile's layout.
import { Anchor, Badge, Button, Card, Grid, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconExternalLink, IconLink, IconTrash } from '@tabler/icons-react';
import {
  CONTRACT_TYPE_LABELS,
  href,
  isCandidate,
  type Profile,
  ROLE_LABELS,
  SOCIAL_LINK_LABELS,
  SOCIAL_LINKS,
} from '@tremplin/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProfileAvatar } from '@/components/profile-avatar';
import { ExternalVideoEmbed, ExternalVideoForm } from './external-video';

/** What a part of the profile is given: the profile, whether the viewer may change that part, and the update. */
export interface ProfilePartProps {
  profile: Profile;
  canEdit: boolean;
  onChange: (profile: Profile) => void;
}

/** The sections other features render inside the profile, each where the layout puts it. */
export interface ProfileParts {
  avatarActions: (props: ProfilePartProps) => ReactNode;
  skills: (props: ProfilePartProps) => ReactNode;
  cv: (props: ProfilePartProps) => ReactNode;
  certifications: (props: ProfilePartProps) => ReactNode;
  presentationVideo: (props: ProfilePartProps) => ReactNode;
}

export interface ProfileViewProps {
  profile: Profile;
  parts: ProfileParts;
  mode: 'own' | 'public';
  /** May change the profile's information (owner or staff). */
  canEdit: boolean;
  /** May add and remove files (owner or admin). */
  canEditFiles: boolean;
  /** May see CVs and certifications (owner, staff, recruiters). */
  canSeeDocuments: boolean;
  /** May edit the complementary information (not recruiters' own). */
  canEditExtra: boolean;
  /** The viewer may open this profile's portfolio (its owner, or an admin). */
  canOpenPortfolio: boolean;
  /** The viewer is this profile's owner: the password and the account's deletion are theirs. */
  self?: boolean;
  /** What the viewer may do with this profile, beside its identity (a recruiter's favourites button). */
  actions?: ReactNode;
  onChange: (profile: Profile) => void;
  onReload: () => void;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{children}</Text>
    </div>
  );
}

function Section({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Card>
  );
}

const EditLink = ({ to, label }: { to: string; label: string }) => (
  <Button
    component={Link}
    to={to}
    variant="light"
    size="compact-sm"
    leftSection={<IconEdit size={14} aria-hidden="true" />}
  >
    {label}
  </Button>
);

export function ProfileView({
  profile,
  parts,
  mode,
  canEdit,
  canEditFiles,
  canSeeDocuments,
  canEditExtra,
  canOpenPortfolio,
  self = false,
  actions,
  onChange,
  onReload,
}: ProfileViewProps) {
  const own = mode === 'own';
  const links = SOCIAL_LINKS.filter((k) => profile[k]);
  const interests = [
    profile.poeInteressees.length ? profile.poeInteressees.join(', ') : null,
    profile.titreDiplomantInteresse,
    profile.formationsCourtesInteressees,
    profile.zoneGeographique,
  ];
  const hasDiploma = profile.niveauDiplome || profile.nomDiplome;
  const hasInterests = interests.some(Boolean);
  const files = { profile, canEdit: canEditFiles, onChange };

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" component="section" aria-label="Identité">
        <Grid align="center">
          <Grid.Col span={{ base: 12, sm: 'content' }}>
            <Stack align="center" gap="sm">
              <ProfileAvatar user={profile} size={128} />
              {parts.avatarActions(files)}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 'auto' }}>
            <Stack gap={6}>
              <Title order={1}>
                {profile.prenom} {profile.nom}
              </Title>
              {profile.metier ? (
                <Text size="lg" fw={600}>
                  {profile.metier}
                </Text>
              ) : null}
              <Group gap="xs">
                <Badge variant="light">{ROLE_LABELS[profile.role]}</Badge>
                {profile.typeDeContrat ? (
                  <Badge variant="outline">{CONTRACT_TYPE_LABELS[profile.typeDeContrat]}</Badge>
                ) : null}
                {own ? (
                  <Badge color={profile.visibilite === 'VISIBLE' ? 'green' : 'gray'} variant="dot">
                    {profile.visibilite === 'VISIBLE' ? 'Profil visible' : 'Profil masqué'}
                  </Badge>
                ) : null}
              </Group>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
                <Field label="Ville">{profile.ville}</Field>
                <Field label="Expérience">{profile.experience}</Field>
                {own ? <Field label="E-mail">{profile.email}</Field> : null}
                {own ? <Field label="Téléphone">{profile.telephone}</Field> : null}
              </SimpleGrid>
              {canEdit ? (
                <Group gap="xs" mt="sm">
                  <EditLink to={href('profileEdit', { id: profile.id })} label="Modifier mes informations" />
                  <EditLink to={href('profileLinks', { id: profile.id })} label="Modifier mes liens" />
                  {canEditExtra ? (
                    <EditLink
                      to={href('profileExtra', { id: profile.id })}
                      label="Modifier mes informations complémentaires"
                    />
                  ) : null}
                  <EditLink
                    to={href('changePassword', { id: profile.id })}
                    label={self ? 'Modifier mon mot de passe' : 'Modifier le mot de passe'}
                  />
                  {self ? (
                    <Button
                      component={Link}
                      to={`${href('changePassword', { id: profile.id })}#supprimer-mon-compte`}
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      leftSection={<IconTrash size={14} aria-hidden="true" />}
                    >
                      Supprimer mon compte
                    </Button>
                  ) : null}
                </Group>
              ) : null}
              {actions ? (
                <Group gap="xs" mt="sm">
                  {actions}
                </Group>
              ) : null}
            </Stack>
          </Grid.Col>
        </Grid>
      </Card>

      <Section id="description-title" title="Présentation">
        {profile.description ? (
          <Text style={{ whiteSpace: 'pre-line' }}>{profile.description}</Text>
        ) : (
          <Text c="dimmed">Aucune présentation rédigée.</Text>
        )}
      </Section>

      {parts.skills({ profile, canEdit, onChange })}

      <Section id="links-title" title="Liens">
        {links.length || profile.lienPortefolio ? (
          <List spacing="xs" listStyleType="none" p={0}>
            {links.map((k) => (
              <List.Item key={k} icon={<IconLink size={16} aria-hidden="true" />}>
                <Anchor href={profile[k] ?? undefined} target="_blank" rel="noopener noreferrer">
                  {SOCIAL_LINK_LABELS[k]}
                </Anchor>
              </List.Item>
            ))}
            {profile.lienPortefolio ? (
              <List.Item icon={<IconExternalLink size={16} aria-hidden="true" />}>
                <Anchor href={profile.lienPortefolio} target="_blank" rel="noopener noreferrer">
                  Portfolio externe
                </Anchor>
              </List.Item>
            ) : null}
          </List>
        ) : (
          <Text c="dimmed">Aucun lien renseigné.</Text>
        )}
      </Section>

      {canSeeDocuments ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {parts.cv(files)}
          {parts.certifications(files)}
        </SimpleGrid>
      ) : null}

      <Section id="video-title" title="Vidéo de présentation">
        <Stack gap="md">
          {parts.presentationVideo(files)}
          {profile.urlVideoExterne ? <ExternalVideoEmbed url={profile.urlVideoExterne} /> : null}
          {canEdit ? <ExternalVideoForm key={profile.version} profile={profile} onReload={onReload} /> : null}
        </Stack>
      </Section>

      <Section id="diploma-title" title={own ? 'Diplôme et centres d’intérêt' : 'Diplôme'}>
        {hasDiploma || (own && hasInterests) ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <Field label="Niveau de diplôme">{profile.niveauDiplome}</Field>
            <Field label="Diplôme">{profile.nomDiplome}</Field>
            {own ? (
              <>
                <Field label="POE qui m’intéressent">{interests[0]}</Field>
                <Field label="Titre diplômant visé">{profile.titreDiplomantInteresse}</Field>
                <Field label="Formations courtes visées">{profile.formationsCourtesInteressees}</Field>
                <Field label="Zone géographique">{profile.zoneGeographique}</Field>
              </>
            ) : null}
          </SimpleGrid>
        ) : (
          <Text c="dimmed">Aucune information renseignée.</Text>
        )}
      </Section>

      {canOpenPortfolio && isCandidate(profile.role) ? (
        <Section id="portfolio-title" title="Portfolio">
          <Text mb="sm">Les projets réalisés par {profile.prenom}, avec leurs images et leurs liens.</Text>
          <Anchor component={Link} to={href('portfolio', { uid: profile.id })} fw={600}>
            Voir le portfolio
          </Anchor>
        </Section>
      ) : null}
    </Stack>
  );
}
