// The skills screens' addresses that the feature's own screens lead to.
export const SKILLS_LIST = '/admin/gestion-des-competences';
