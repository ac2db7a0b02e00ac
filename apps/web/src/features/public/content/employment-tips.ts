// Employment tips shown on /videos-emploi. Each tip links to video results on its theme; embedding chosen videos
// is a later step.
export interface EmploymentTip {
  title: string;
  summary: string;
  points: string[];
  /** Words of the video search, in French. */
  videoSearch: string;
}

export const videoSearchUrl = (words: string): string =>
  `https://www.youtube.com/results?search_query=${encodeURIComponent(words)}`;

export const EMPLOYMENT_TIPS: readonly EmploymentTip[] = [
  {
    title: 'Préparer son entretien d’embauche',
    summary:
      'Un entretien se prépare comme un rendez-vous important : on se renseigne, on s’entraîne, on arrive serein.',
    points: [
      'Relisez l’offre et reliez chaque exigence à une expérience précise.',
      'Renseignez-vous sur l’entreprise : activité, clients, actualité.',
      'Préparez deux ou trois questions à poser au recruteur.',
    ],
    videoSearch: 'préparer entretien d’embauche conseils',
  },
  {
    title: 'Un CV lisible en trente secondes',
    summary: 'Un recruteur parcourt un CV en quelques secondes : l’essentiel doit sauter aux yeux.',
    points: [
      'Un titre clair qui annonce le poste visé.',
      'Des expériences décrites par des résultats, pas seulement des tâches.',
      'Une page, une mise en forme sobre, un fichier PDF.',
    ],
    videoSearch: 'faire un bon CV conseils recruteur',
  },
  {
    title: 'Une lettre de motivation qui parle de l’entreprise',
    summary: 'La lettre montre pourquoi vous, et pourquoi eux. Elle ne répète pas le CV.',
    points: [
      'Commencez par ce qui vous attire dans l’entreprise ou le poste.',
      'Illustrez une compétence clé par un exemple concret.',
      'Terminez par une proposition de rencontre.',
    ],
    videoSearch: 'lettre de motivation efficace exemple',
  },
  {
    title: 'Trouver une alternance',
    summary: 'Les entreprises recrutent leurs alternants tôt : mieux vaut commencer plusieurs mois avant la rentrée.',
    points: [
      'Ciblez des entreprises proches de votre centre de formation.',
      'Appelez ou passez en personne, en plus des candidatures en ligne.',
      'Montrez que vous connaissez le rythme de l’alternance.',
    ],
    videoSearch: 'trouver une alternance conseils',
  },
  {
    title: 'Réussir un entretien en visioconférence',
    summary: 'À distance, les détails techniques comptent autant que le fond.',
    points: [
      'Testez micro, caméra et connexion la veille.',
      'Choisissez un endroit calme, éclairé de face.',
      'Regardez la caméra quand vous parlez, pas votre image.',
    ],
    videoSearch: 'réussir entretien visio conseils',
  },
  {
    title: 'Se présenter en deux minutes au JobDating',
    summary: 'Un JobDating enchaîne les rencontres courtes : votre présentation doit être prête.',
    points: [
      'Qui vous êtes, ce que vous savez faire, ce que vous cherchez.',
      'Un exemple marquant plutôt qu’une liste.',
      'Repartez avec un contact et proposez de relancer.',
    ],
    videoSearch: 'pitch se présenter en 2 minutes entretien',
  },
  {
    title: 'Soigner son profil en ligne',
    summary: 'Les recruteurs cherchent aussi en ligne : votre profil et vos projets parlent pour vous.',
    points: [
      'Une photo nette et un titre qui dit ce que vous faites.',
      'Des projets concrets avec des images et des liens.',
      'Des compétences à jour, cohérentes avec votre CV.',
    ],
    videoSearch: 'optimiser profil LinkedIn recherche emploi',
  },
  {
    title: 'Relancer après une candidature',
    summary: 'Une relance polie montre votre intérêt et remet votre candidature sous les yeux du recruteur.',
    points: [
      'Attendez une à deux semaines après l’envoi.',
      'Un message court, qui rappelle le poste et votre motivation.',
      'Notez la date de relance dans le suivi de vos candidatures.',
    ],
    videoSearch: 'relancer candidature recruteur',
  },
];
