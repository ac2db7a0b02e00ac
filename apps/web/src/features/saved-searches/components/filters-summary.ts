// A saved search's filters in words, and the search screen's address that shows them again.
import {
  CONTRACT_TYPE_LABELS,
  type ContractType,
  href,
  PROFILE_FILTER_KEYS,
  type ProfileFilter,
  ROLE_LABELS,
  type Role,
} from '@tremplin/shared';

export function filtersSummary(filters: ProfileFilter): string {
  const parts = [
    filters.search ? `« ${filters.search} »` : null,
    filters.metier ? `Métier : ${filters.metier}` : null,
    filters.ville ? `Lieu : ${filters.ville}` : filters.zone ? `Lieu : ${filters.zone}` : null,
    filters.experience ? `Expérience : ${filters.experience}` : null,
    filters.typeDeContrat ? `Contrat : ${CONTRACT_TYPE_LABELS[filters.typeDeContrat as ContractType]}` : null,
    filters.role ? `Profil : ${ROLE_LABELS[filters.role as Role]}` : null,
    filters.tags?.length ? `Compétences : ${filters.tags.join(', ')}` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'Tous les profils';
}

/** The search screen with these filters (the same address the search keeps). */
export function searchLink(filters: ProfileFilter): string {
  const params = new URLSearchParams();
  for (const key of PROFILE_FILTER_KEYS) {
    const value = filters[key];
    const text = Array.isArray(value) ? value.join(',') : (value ?? '');
    if (text) params.set(key, text);
  }
  const query = params.toString();
  return query ? `${href('search')}?${query}` : href('search');
}
