// Query keys of the messaging feature.
export const messagingKeys = {
  all: ['messaging'] as const,
  box: (box: string, uid: number, page: number, size: number, search: string) =>
    ['messaging', 'box', box, uid, page, size, search] as const,
  message: (id: number) => ['messaging', 'message', id] as const,
  recipients: (q: string) => ['messaging', 'recipients', q] as const,
  templates: (q: string) => ['messaging', 'templates', q] as const,
};
