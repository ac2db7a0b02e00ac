// GET modele-message/0/20[/{search}]: the staff's templates offered when writing a message.
import { useQuery } from '@tanstack/react-query';
import type { MessageTemplate } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { messagingKeys } from './keys';

export const getTemplateChoices = (q: string) =>
  api.get<{ items: MessageTemplate[]; totalElements: number }>(
    q ? `/api/modele-message/0/20/${encodeURIComponent(q)}` : '/api/modele-message/0/20',
    { loading: false },
  );

export const useTemplateChoices = (q: string, enabled: boolean) =>
  useQuery({
    queryKey: messagingKeys.templates(q.trim()),
    queryFn: () => getTemplateChoices(q.trim()),
    enabled,
    staleTime: 60_000,
  });
