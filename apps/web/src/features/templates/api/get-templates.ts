// GET modele-message/{page}/{size}[/{search}]: one page of templates.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MessageTemplate } from '@tremplin/shared';
import { api } from '@/lib/api-client';
import { templateKeys } from './keys';

export const getTemplates = (page: number, size: number, search = '') => {
  const base = `/api/modele-message/${page}/${size}`;
  const term = search.trim();
  return api.get<{ items: MessageTemplate[]; totalElements: number }>(
    term ? `${base}/${encodeURIComponent(term)}` : base,
    { loading: false },
  );
};

export const useTemplates = (page: number, size: number, search: string) =>
  useQuery({
    queryKey: templateKeys.page(page, size, search.trim()),
    queryFn: () => getTemplates(page, size, search),
    placeholderData: keepPreviousData,
  });
