// Query keys of skills and profile tags.
export const skillsKeys = {
  all: ['skills'] as const,
  list: (search: string) => ['skills', 'list', search] as const,
  userTags: (userId: number) => ['skills', 'tags', userId] as const,
  userTagsPage: (userId: number, size: number) => ['skills', 'tags', userId, size] as const,
};
