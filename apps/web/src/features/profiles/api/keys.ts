// Query keys of the profile screens.
export const profileKeys = {
  all: ['profiles'] as const,
  profile: (id: number) => ['profiles', 'profile', id] as const,
  cities: (q: string) => ['profiles', 'cities', q] as const,
};
