// The demo's message templates and conversations between the demo accounts (French HTML, as the editor stores it).

export type DemoAccountKey = 'admin' | 'cef' | 'assistant' | 'recruteur' | 'candidat' | 'employe' | 'poe' | 'alternant';

/** A message of a thread; `from`/`to` name demo accounts, or `profile:n` for the n-th generated profile. */
export interface DemoMessage {
  from: DemoAccountKey | `profile:${number}`;
  to: DemoAccountKey | `profile:${number}`;
  paragraphs: string[];
  read?: boolean;
  deletedBySender?: boolean;
  deletedByRecipient?: boolean;
}

export interface DemoThread {
  sujet: string;
  /** Days before the seed when the thread started. */
  daysAgo: number;
  /** Independent messages sharing a subject (a broadcast), rather than a conversation with replies. */
  separate?: boolean;
  messages: DemoMessage[];
}

export const DEMO_TEMPLATES = [
  {
    titre: 'Bienvenue',
    sujet: 'Bienvenue sur Tremplin',
    contenu:
      '<p>Bonjour {prenom},</p><p>Votre compte Tremplin est actif. Pensez à compléter votre profil : photo, CV, compétences et projets rendent votre candidature bien plus lisible pour les recruteurs.</p><p>À bientôt,<br>L’équipe Tremplin</p>',
  },
  {
    titre: 'Invitation job dating',
    sujet: 'Invitation à notre prochain job dating',
    contenu:
      '<p>Bonjour {prenom},</p><p>Nous organisons un <strong>job dating</strong> le {date} à {heure}, {lieu}, et votre profil correspond aux entreprises présentes. Vous trouverez l’invitation dans votre espace, rubrique JobDating : merci de l’accepter ou de la refuser.</p><p>Bien cordialement,<br>{conseiller}</p>',
  },
  {
    titre: 'Relance candidature',
    sujet: 'Où en est votre candidature ?',
    contenu:
      '<p>Bonjour {prenom},</p><p>Vous avez envoyé une candidature il y a deux semaines. Avez-vous eu un retour ? Une relance courte et polie par e-mail ou par téléphone est souvent bien perçue.</p><p>Je reste disponible pour la préparer avec vous.</p>',
  },
  {
    titre: 'Convocation entretien',
    sujet: 'Convocation à un entretien',
    contenu:
      '<p>Bonjour {prenom},</p><p>Un entretien vient d’être programmé pour vous. Retrouvez la date, le lieu ou le lien dans la rubrique <em>Mes entretiens</em>.</p><ul><li>Relisez l’offre et vos projets</li><li>Préparez deux ou trois questions</li></ul><p>Bon courage !</p>',
  },
  {
    titre: 'Mise à jour du profil',
    sujet: 'Merci de mettre votre profil à jour',
    contenu:
      '<p>Bonjour {prenom},</p><p>Votre profil n’a pas été modifié depuis plusieurs mois. Pouvez-vous vérifier votre ville, le type de contrat recherché et vos compétences ?</p><p>Merci !</p>',
  },
] as const;

export const DEMO_THREADS: DemoThread[] = [
  {
    sujet: 'Bienvenue sur Tremplin',
    daysAgo: 60,
    separate: true,
    messages: [
      {
        from: 'admin',
        to: 'candidat',
        paragraphs: ['Bonjour Léa,', 'Votre compte est actif : bienvenue sur Tremplin !'],
      },
      {
        from: 'admin',
        to: 'employe',
        paragraphs: ['Bonjour Karim,', 'Votre compte est actif : bienvenue sur Tremplin !'],
      },
      { from: 'admin', to: 'poe', paragraphs: ['Bonjour Inès,', 'Votre compte est actif : bienvenue sur Tremplin !'] },
      {
        from: 'admin',
        to: 'alternant',
        paragraphs: ['Bonjour Hugo,', 'Votre compte est actif : bienvenue sur Tremplin !'],
      },
      {
        from: 'admin',
        to: 'recruteur',
        paragraphs: [
          'Bonjour Thomas,',
          'Votre accès recruteur est ouvert : vous pouvez rechercher des profils et les ajouter à vos favoris.',
        ],
      },
    ],
  },
  {
    sujet: 'Point sur votre recherche',
    daysAgo: 9,
    messages: [
      {
        from: 'cef',
        to: 'candidat',
        paragraphs: [
          'Bonjour Léa,',
          'Je vous propose un point sur votre recherche la semaine prochaine. Quels créneaux vous conviennent ?',
        ],
      },
      {
        from: 'candidat',
        to: 'cef',
        paragraphs: ['Bonjour Julien,', 'Mardi ou jeudi après-midi me conviennent très bien. Merci !'],
      },
      {
        from: 'cef',
        to: 'candidat',
        read: false,
        paragraphs: [
          'Parfait, je note jeudi à 14 h.',
          'Pensez à apporter la liste des entreprises que vous avez contactées.',
        ],
      },
    ],
  },
  {
    sujet: 'Votre profil nous intéresse',
    daysAgo: 3,
    messages: [
      {
        from: 'recruteur',
        to: 'candidat',
        read: false,
        paragraphs: [
          'Bonjour Léa,',
          'Votre projet de gestion de bibliothèque a retenu mon attention. Nous recrutons une développeuse web junior en CDI à Villeurbanne : seriez-vous disponible pour un premier échange téléphonique ?',
        ],
      },
    ],
  },
  {
    sujet: 'Documents à compléter',
    daysAgo: 2,
    messages: [
      {
        from: 'assistant',
        to: 'candidat',
        read: false,
        paragraphs: [
          'Bonjour,',
          'Il manque votre attestation de formation dans votre dossier. Pouvez-vous l’ajouter à votre profil ?',
        ],
      },
    ],
  },
  {
    sujet: 'Job dating Métiers du numérique',
    daysAgo: 45,
    messages: [
      {
        from: 'cef',
        to: 'candidat',
        deletedByRecipient: true,
        paragraphs: [
          'Bonjour Léa,',
          'Une invitation au job dating « Métiers du numérique » vous attend dans votre espace.',
        ],
      },
    ],
  },
  {
    sujet: 'Merci pour l’échange',
    daysAgo: 1,
    messages: [
      {
        from: 'candidat',
        to: 'recruteur',
        paragraphs: [
          'Bonjour Thomas,',
          'Merci pour notre échange de ce matin. Vous trouverez mon CV à jour sur mon profil.',
        ],
      },
    ],
  },
  {
    sujet: 'Votre inscription à la POE Data analyst',
    daysAgo: 20,
    messages: [
      {
        from: 'cef',
        to: 'poe',
        paragraphs: [
          'Bonjour Inès,',
          'Votre dossier pour la POE Data analyst est complet. La formation démarre dans trois semaines.',
        ],
      },
      { from: 'poe', to: 'cef', paragraphs: ['Merci beaucoup, c’est une excellente nouvelle !'] },
    ],
  },
  {
    sujet: 'Stage de fin de formation',
    daysAgo: 4,
    messages: [
      {
        from: 'recruteur',
        to: 'poe',
        read: false,
        paragraphs: [
          'Bonjour Inès,',
          'Nous accueillons des stagiaires data au printemps. Votre tableau de bord sur l’emploi régional nous a plu.',
        ],
      },
    ],
  },
  {
    sujet: 'Recherche d’entreprise d’accueil',
    daysAgo: 15,
    messages: [
      {
        from: 'cef',
        to: 'alternant',
        paragraphs: ['Bonjour Hugo,', 'Où en êtes-vous de votre recherche d’entreprise pour l’alternance ?'],
      },
      {
        from: 'alternant',
        to: 'cef',
        paragraphs: ['Bonjour,', 'J’ai deux entretiens prévus, dont un dans une ESN stéphanoise.'],
      },
      {
        from: 'cef',
        to: 'alternant',
        read: false,
        paragraphs: ['Très bien ! Tenez-moi au courant, et n’hésitez pas si vous voulez préparer ces entretiens.'],
      },
    ],
  },
  {
    sujet: 'Convocation à un entretien',
    daysAgo: 6,
    messages: [
      {
        from: 'assistant',
        to: 'alternant',
        paragraphs: ['Bonjour Hugo,', 'Votre entretien est programmé : retrouvez-le dans la rubrique Mes entretiens.'],
      },
    ],
  },
  {
    sujet: 'Opportunité de technicien support N2',
    daysAgo: 11,
    messages: [
      {
        from: 'recruteur',
        to: 'employe',
        paragraphs: [
          'Bonjour Karim,',
          'Nous cherchons un technicien support N2 pour un client du secteur médical. Seriez-vous ouvert à une évolution ?',
        ],
      },
      {
        from: 'employe',
        to: 'recruteur',
        paragraphs: ['Bonjour,', 'Oui, volontiers. Je suis disponible vendredi pour en parler.'],
      },
    ],
  },
  {
    sujet: 'Mise à jour de votre profil',
    daysAgo: 30,
    messages: [
      {
        from: 'cef',
        to: 'employe',
        deletedBySender: true,
        paragraphs: ['Bonjour Karim,', 'Pouvez-vous mettre à jour votre ville et le type de contrat recherché ?'],
      },
    ],
  },
  {
    sujet: 'Projet de groupe',
    daysAgo: 8,
    messages: [
      {
        from: 'poe',
        to: 'candidat',
        paragraphs: ['Salut Léa,', 'Tu serais partante pour présenter notre projet de groupe au prochain job dating ?'],
      },
      { from: 'candidat', to: 'poe', paragraphs: ['Avec plaisir ! On en parle demain.'] },
    ],
  },
  {
    sujet: 'Question sur le job dating',
    daysAgo: 5,
    separate: true,
    messages: [
      {
        from: 'profile:0',
        to: 'cef',
        read: false,
        paragraphs: ['Bonjour,', 'Faut-il apporter un CV imprimé au job dating ?'],
      },
      {
        from: 'profile:3',
        to: 'cef',
        read: false,
        paragraphs: ['Bonjour,', 'Je ne pourrai pas venir au job dating : puis-je être invité au suivant ?'],
      },
      {
        from: 'profile:7',
        to: 'cef',
        paragraphs: ['Bonjour,', 'Merci pour la mise en relation, l’entretien s’est bien passé.'],
      },
    ],
  },
];

export function messageHtml(paragraphs: readonly string[], signature: string): string {
  return `${paragraphs.map((p) => `<p>${p}</p>`).join('')}<p>${signature}</p>`;
}
