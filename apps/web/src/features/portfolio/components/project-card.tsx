// One project in a portfolio grid: its cover, title, date and skills.
import { Badge, Card, Group, Image, Text, Title } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { Project } from '@tremplin/shared';
import type { ReactNode } from 'react';
import { dayjs } from '@/lib/dayjs';

export const formatProjectDate = (date: string | null) => (date ? dayjs(date).format('D MMMM YYYY') : null);

export const coverOf = (project: Project) => project.images.find((i) => i.couverture) ?? project.images[0] ?? null;

/** `title` is the heading content: a link to the project, or a button opening it. */
export function ProjectCard({ project, title }: { project: Project; title: ReactNode }) {
  const cover = coverOf(project);
  const date = formatProjectDate(project.date);
  return (
    <Card withBorder radius="lg" padding="lg" component="article">
      <Card.Section>
        {cover ? (
          <Image src={cover.miniatureUrl} alt="" h={180} fit="cover" />
        ) : (
          <Group h={180} justify="center" bg="gray.1" aria-hidden="true">
            <IconPhoto size={48} color="var(--mantine-color-gray-5)" />
          </Group>
        )}
      </Card.Section>
      <Title order={2} size="h4" mt="md" mb={4}>
        {title}
      </Title>
      {date ? (
        <Text size="sm" c="dimmed">
          {date}
        </Text>
      ) : null}
      {project.tags.length > 0 ? (
        <Group gap={6} mt="sm">
          {project.tags.map((tag) => (
            <Badge key={tag.id} variant="light">
              {tag.nomTag}
            </Badge>
          ))}
        </Group>
      ) : null}
    </Card>
  );
}
