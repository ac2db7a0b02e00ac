export const prospectKeys = {
  all: ['prospects'] as const,
  list: (query: Record<string, unknown>) => ['prospects', 'list', query] as const,
  details: (id: number) => ['prospects', 'details', id] as const,
  ntcOptions: ['prospects', 'ntc-options'] as const,
};
