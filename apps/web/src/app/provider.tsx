// App-wide providers: Mantine (theme, with French dates), TanStack Query and the toasts.
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { queryClient as defaultQueryClient } from '@/lib/react-query';
import { onSessionCleared } from '@/lib/session-store';
import { cssVariablesResolver, theme } from './theme';

interface AppProviderProps {
  children: ReactNode;
  queryClient?: typeof defaultQueryClient;
  /** 'test' turns off Mantine's transitions and portals for component tests. */
  env?: 'default' | 'test';
}

export function AppProvider({ children, queryClient = defaultQueryClient, env = 'default' }: AppProviderProps) {
  // Nothing cached for one user may be shown to the next one.
  useEffect(() => onSessionCleared(() => queryClient.clear()), [queryClient]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light" env={env}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </MantineProvider>
  );
}
