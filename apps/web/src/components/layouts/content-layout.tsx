// Frame of an ordinary screen: the page's single h1, an optional introduction, then the content.
import { Container, type ContainerProps, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ContentLayoutProps {
  title: ReactNode;
  intro?: ReactNode;
  size?: ContainerProps['size'];
  children: ReactNode;
}

export function ContentLayout({ title, intro, size = 'md', children }: ContentLayoutProps) {
  return (
    <Container size={size} py="xl">
      <Title order={1} mb={intro ? 'xs' : 'lg'}>
        {title}
      </Title>
      {intro ? (
        <Text size="lg" c="dimmed" mb="xl">
          {intro}
        </Text>
      ) : null}
      {children}
    </Container>
  );
}
