// Query keys of the message templates.
export const templateKeys = {
  all: ['templates'] as const,
  page: (page: number, size: number, search: string) => ['templates', 'page', page, size, search] as const,
  one: (id: number) => ['templates', 'one', id] as const,
};
