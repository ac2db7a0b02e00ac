// The prospects' CSV file (SPEC §7 prospect exportCSV/importCSV): its French columns and the import's report.
import { z } from 'zod';

/** Columns of the export, in order; the import matches headers to these in any order (accents and case ignored). */
export const PROSPECT_CSV_COLUMNS = [
  { key: 'id', header: 'Identifiant' },
  { key: 'date', header: 'Date' },
  { key: 'entreprise', header: 'Entreprise' },
  { key: 'poste', header: 'Poste' },
  { key: 'titreDiplomant', header: 'Titre diplômant' },
  { key: 'urlAnnonce', header: 'Lien de l’annonce' },
  { key: 'adresse', header: 'Adresse' },
  { key: 'ville', header: 'Ville' },
  { key: 'nomContact', header: 'Nom du contact' },
  { key: 'posteContact', header: 'Poste du contact' },
  { key: 'mailContact', header: 'E-mail du contact' },
  { key: 'phoneContact', header: 'Téléphone du contact' },
  { key: 'statue', header: 'Statut' },
  { key: 'ntcId', header: 'N° NTC' },
  /** Read only: the NTC's name, for people; the import links by `N° NTC`. */
  { key: 'ntc', header: 'NTC' },
  { key: 'commentaire', header: 'Commentaire' },
] as const;
export type ProspectCsvKey = (typeof PROSPECT_CSV_COLUMNS)[number]['key'];

/** All-or-nothing (one transaction: one bad line and nothing is written) or line by line. */
export const PROSPECT_IMPORT_MODES = ['tout', 'ligne'] as const;
export type ProspectImportMode = (typeof PROSPECT_IMPORT_MODES)[number];

export const PROSPECT_CSV_MESSAGES = {
  fileRequired: 'Envoyez le fichier CSV en multipart/form-data (champ « file »).',
  tooLarge: (mb: number) => `Le fichier dépasse ${mb} Mo.`,
  empty: 'Le fichier est vide.',
  binary:
    'Ce fichier n’est pas un fichier texte CSV (tableur, image, archive ou texte UTF-16 ?) : enregistrez-le au format CSV, puis réessayez.',
  control:
    'La ligne contient un caractère de contrôle (octet nul ou autre) : retapez-la ou enregistrez à nouveau le fichier en CSV.',
  noKnownColumn: 'Aucune colonne reconnue : la première ligne doit porter les titres de l’export (Entreprise, Date…).',
  unreadable: (detail: string) => `Le fichier CSV est illisible : ${detail}`,
  unknownId: (id: string) => `Aucun prospect n’a l’identifiant ${id}.`,
  badId: (id: string) => `L’identifiant « ${id} » n’est pas un numéro.`,
  duplicateId: (id: string) => `L’identifiant ${id} apparaît déjà plus haut dans le fichier.`,
  badStatus: (value: string, known: string) => `Statut inconnu « ${value} » (attendu : ${known}).`,
  badDate: (value: string) => `Date invalide « ${value} » (attendu : jj/mm/aaaa).`,
  badNtc: (value: string) => `NTC introuvable : « ${value} ».`,
  rolledBack: 'Des lignes sont refusées : rien n’a été enregistré (mode tout ou rien).',
  lostLetters: (line: number, column: string, stored: string, received: string) =>
    `Ligne ${line}, colonne « ${column} » : « ${received} » remplacerait « ${stored} ». Des lettres sont devenues « ? », ` +
    'comme quand Excel enregistre en « CSV (séparateur : point-virgule) » : enregistrez plutôt en « CSV UTF-8 », ou ' +
    'confirmez le remplacement.',
  exportFailed: 'L’export a échoué.',
} as const;

/**
 * What happens to a line whose cells look like Excel's « CSV » save damaged the stored text (a letter outside
 * Windows-1252 turned into `?` or U+FFFD): `demander` holds the line back and reports it, `remplacer` writes it.
 */
export const PROSPECT_DAMAGED_TEXT_CHOICES = ['demander', 'remplacer'] as const;

export const prospectImportQuerySchema = z.object({
  mode: z.enum(PROSPECT_IMPORT_MODES, 'Le mode est « tout » ou « ligne ».').default('ligne'),
  texteAbime: z.enum(PROSPECT_DAMAGED_TEXT_CHOICES, 'Le choix est « demander » ou « remplacer ».').default('demander'),
});

/**
 * True when `received` is `stored` with some letters turned into `?` or U+FFFD, as Excel's ANSI save writes the
 * characters Windows-1252 lacks (« Nguyễn » saved as « Nguy?n »).
 */
export function looksLikeLostLetters(stored: string | null | undefined, received: string | null | undefined): boolean {
  if (!stored || !received || stored === received) return false;
  const before = Array.from(stored);
  const after = Array.from(received);
  if (before.length !== after.length) return false;
  let lost = 0;
  for (let i = 0; i < after.length; i += 1) {
    if (after[i] === before[i]) continue;
    if ((after[i] === '?' || after[i] === '\uFFFD') && /\p{L}/u.test(before[i]!)) lost += 1;
    else return false;
  }
  return lost > 0;
}

export const prospectImportReportSchema = z.object({
  mode: z.enum(PROSPECT_IMPORT_MODES),
  /** Data lines read (the header excluded). */
  lines: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Each refused line with its number in the file and a French reason; `raw` is the line as it was written. */
  refused: z.array(z.object({ line: z.number().int(), reason: z.string(), raw: z.string() })),
  /** Headers of the file that match no column, ignored. */
  ignoredColumns: z.array(z.string()),
  /**
   * Lines held back without being written: a cell would replace letters of the stored value by `?` or U+FFFD. The
   * person is asked before they are written again with `texteAbime=remplacer`.
   */
  held: z.array(
    z.object({
      line: z.number().int(),
      column: z.string(),
      stored: z.string(),
      received: z.string(),
      message: z.string(),
      raw: z.string(),
    }),
  ),
  /** All-or-nothing with refusals: nothing was written. */
  rolledBack: z.boolean(),
  /** Header line of the file as written, to rebuild a file of the refused lines. */
  header: z.string(),
  delimiter: z.enum([';', ',']),
  encoding: z.enum(['utf-8', 'windows-1252']),
});
export type ProspectImportReport = z.infer<typeof prospectImportReportSchema>;

/** Realtime event sent to the importing person while the file is processed. */
export const PROSPECT_IMPORT_PROGRESS = 'prospects.import.progress';
export interface ProspectImportProgressEvent {
  type: typeof PROSPECT_IMPORT_PROGRESS;
  /** Bytes of the file read so far, and data lines processed. */
  bytes: number;
  lines: number;
}
