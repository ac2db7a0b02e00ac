// The fields a message template may carry ({prenom}, {date}…): listed once for the editor, the preview and the server.

export const TEMPLATE_FIELDS = [
  { name: 'prenom', label: 'Prénom du destinataire', event: false },
  { name: 'nom', label: 'Nom du destinataire', event: false },
  { name: 'conseiller', label: 'Son conseiller référent (« Prénom NOM »), ou vous s’il n’en a pas', event: false },
  { name: 'date', label: 'Date du JobDating (ex. : mardi 12 mai 2026)', event: true },
  { name: 'heure', label: 'Heure du JobDating (ex. : 14 h 30)', event: true },
  { name: 'lieu', label: 'Lieu du JobDating', event: true },
] as const;

export type TemplateFieldName = (typeof TEMPLATE_FIELDS)[number]['name'];
export type TemplateValues = Partial<Record<TemplateFieldName, string>>;

const KNOWN = new Set<string>(TEMPLATE_FIELDS.map((f) => f.name));
const EVENT = new Set<string>(TEMPLATE_FIELDS.filter((f) => f.event).map((f) => f.name));
/** A field is a short word in braces: `{prenom}`; braces around longer text are left alone. */
const FIELD = /\{([^{}<>\s]{1,40})\}/g;

/** « {prenom}, {nom}, … » for messages and the editor's help. */
export const TEMPLATE_FIELD_LIST = TEMPLATE_FIELDS.map((f) => `{${f.name}}`).join(', ');

export const TEMPLATE_FIELD_MESSAGES = {
  unknown: (names: string[]) =>
    `${names.length > 1 ? 'Champs inconnus' : 'Champ inconnu'} : ${names.map((n) => `{${n}}`).join(', ')}. ` +
    `Champs possibles : ${TEMPLATE_FIELD_LIST}.`,
  eventOnly: (names: string[]) =>
    `${names.map((n) => `{${n}}`).join(', ')} ne se ${names.length > 1 ? 'remplissent' : 'remplit'} que pour les ` +
    'candidats d’un JobDating : écrivez depuis le JobDating, ou retirez ce champ.',
} as const;

/** Every `{name}` written in the text, in order of first appearance. */
export function templateFieldsIn(text: string): string[] {
  return [...new Set([...text.matchAll(FIELD)].map((m) => m[1]!))];
}

/** The fields written in `text` that Tremplin does not know (accents count: `{prénom}` is unknown). */
export const unknownTemplateFields = (text: string) => templateFieldsIn(text).filter((n) => !KNOWN.has(n));

/** The event fields written in `text` ({date}, {heure}, {lieu}). */
export const eventTemplateFields = (text: string) => templateFieldsIn(text).filter((n) => EVENT.has(n));

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Fills the known fields that have a value; unknown ones and those without a value stay as written. `html`
 * escapes the values (a name is text, never markup).
 */
export function fillTemplate(text: string, values: TemplateValues, html = false): string {
  return text.replace(FIELD, (whole, name: string) => {
    const value = KNOWN.has(name) ? values[name as TemplateFieldName] : undefined;
    if (value === undefined) return whole;
    return html ? escapeHtml(value) : value;
  });
}

const PARIS = 'Europe/Paris';
const dateFormat = new Intl.DateTimeFormat('fr-FR', {
  timeZone: PARIS,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS, hour: '2-digit', minute: '2-digit' });

/** {date}, {heure} and {lieu} of an event: « mardi 12 mai 2026 », « 14 h 30 », its place; Paris time. */
export function eventTemplateValues(event: { date: Date | string; lieu: string }): TemplateValues {
  const at = new Date(event.date);
  const [hour, minute] = timeFormat.format(at).split(':');
  return { date: dateFormat.format(at), heure: `${hour} h ${minute}`, lieu: event.lieu };
}
