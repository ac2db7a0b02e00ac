// A project's images: the chosen one large, the others as thumbnails to pick (buttons, so the keyboard works).
import { Image, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import type { ProjectImage } from '@tremplin/shared';
import { useState } from 'react';

export function ProjectGallery({ images, title }: { images: ProjectImage[]; title: string }) {
  const [selected, setSelected] = useState(0);
  if (images.length === 0) return <Text c="dimmed">Ce projet n’a pas encore d’image.</Text>;
  const current = images[Math.min(selected, images.length - 1)]!;
  return (
    <section aria-label="Images du projet">
      <Image
        src={current.url}
        alt={`${title} — image ${images.indexOf(current) + 1} sur ${images.length}`}
        radius="md"
        mah={520}
        fit="contain"
        bg="gray.0"
      />
      {images.length > 1 ? (
        <SimpleGrid cols={{ base: 3, sm: 6 }} mt="sm" spacing="xs">
          {images.map((image, index) => (
            <UnstyledButton
              key={image.id}
              onClick={() => setSelected(index)}
              aria-label={`Afficher l’image ${index + 1} : ${image.nom}`}
              aria-pressed={index === images.indexOf(current)}
              style={{
                borderRadius: 8,
                outlineOffset: 2,
                border:
                  index === images.indexOf(current)
                    ? '2px solid var(--mantine-primary-color-filled)'
                    : '2px solid transparent',
              }}
            >
              <Image src={image.miniatureUrl} alt="" h={72} fit="cover" radius="sm" />
            </UnstyledButton>
          ))}
        </SimpleGrid>
      ) : null}
    </section>
  );
}
