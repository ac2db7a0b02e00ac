// Frame of the account screens: a narrow card under the page's single h1.
import { Container, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function AuthLayout({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Container size={480} py="xl">
      <Title order={1} ta="center" mb={intro ? 'xs' : 'lg'}>
        {title}
      </Title>
      {intro ? (
        <Text c="dimmed" ta="center" mb="lg">
          {intro}
        </Text>
      ) : null}
      <Paper withBorder shadow="sm" p="xl" radius="md">
        {children}
      </Paper>
    </Container>
  );
}
