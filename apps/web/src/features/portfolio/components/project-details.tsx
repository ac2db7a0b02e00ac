// Everything a project shows: date, description, links, tools, skills and its gallery.
import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { Project } from '@tremplin/shared';
import type { ReactNode } from 'react';
import { formatProjectDate } from './project-card';
import { ProjectGallery } from './project-gallery';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fw={700} size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </div>
  );
}

/** An outside address, opened in a new tab; nothing when there is none. */
function LinkField({ label, href }: { label: string; href: string | null }) {
  if (!href) return null;
  return (
    <Field label={label}>
      <Anchor href={href} target="_blank" rel="noopener noreferrer">
        {href}
      </Anchor>
    </Field>
  );
}

export function ProjectDetails({ project, headingOrder = 2 }: { project: Project; headingOrder?: 2 | 3 }) {
  const date = formatProjectDate(project.date);
  return (
    <Stack gap="lg">
      <ProjectGallery images={project.images} title={project.titre} />
      <Title order={headingOrder} size="h3">
        À propos du projet
      </Title>
      {date ? <Field label="Date">{date}</Field> : null}
      <Field label="Description">
        <Text style={{ whiteSpace: 'pre-line' }}>{project.description || 'Pas de description.'}</Text>
      </Field>
      <LinkField label="Lien du projet" href={project.lien} />
      <LinkField label="Code source" href={project.codeSource} />
      {project.outilsTravails ? <Field label="Outils de travail">{project.outilsTravails}</Field> : null}
      {project.tags.length > 0 ? (
        <Field label="Compétences">
          <Group gap={6} mt={4}>
            {project.tags.map((tag) => (
              <Badge key={tag.id} variant="light">
                {tag.nomTag}
              </Badge>
            ))}
          </Group>
        </Field>
      ) : null}
    </Stack>
  );
}
