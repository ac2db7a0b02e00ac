// French reference lists the demo and bulk seeds draw from: names, jobs by field, skills, cities, projects, companies.
import type { ContractType } from '@tremplin/shared';

export const FIRST_NAMES = {
  female: [
    'Léa',
    'Emma',
    'Chloé',
    'Manon',
    'Camille',
    'Inès',
    'Sarah',
    'Jade',
    'Louise',
    'Zoé',
    'Lina',
    'Clara',
    'Julie',
    'Anaïs',
    'Mathilde',
    'Pauline',
    'Élodie',
    'Marine',
    'Laura',
    'Amandine',
    'Nadia',
    'Yasmine',
    'Fatou',
    'Aïcha',
    'Sofia',
    'Maëlle',
    'Océane',
    'Justine',
    'Margaux',
    'Lucie',
    'Charlotte',
    'Émilie',
    'Audrey',
    'Samira',
    'Leïla',
    'Coralie',
    'Aurélie',
    'Hélène',
    'Nathalie',
    'Sandrine',
  ],
  male: [
    'Lucas',
    'Hugo',
    'Louis',
    'Gabriel',
    'Arthur',
    'Jules',
    'Nathan',
    'Théo',
    'Maxime',
    'Thomas',
    'Antoine',
    'Julien',
    'Nicolas',
    'Romain',
    'Kevin',
    'Mehdi',
    'Karim',
    'Yanis',
    'Adam',
    'Rayan',
    'Enzo',
    'Mathis',
    'Quentin',
    'Alexandre',
    'Baptiste',
    'Florian',
    'Damien',
    'Sébastien',
    'Jérôme',
    'Olivier',
    'Samuel',
    'Moussa',
    'Amadou',
    'Bilal',
    'Clément',
    'Valentin',
    'Adrien',
    'Benoît',
    'Franck',
    'Cédric',
  ],
} as const;

/** [city, region]: the region fills zoneGeographique. */
export const CITIES: readonly (readonly [string, string])[] = [
  ['Paris', 'Île-de-France'],
  ['Lyon', 'Auvergne-Rhône-Alpes'],
  ['Marseille', 'Provence-Alpes-Côte d’Azur'],
  ['Toulouse', 'Occitanie'],
  ['Nice', 'Provence-Alpes-Côte d’Azur'],
  ['Nantes', 'Pays de la Loire'],
  ['Montpellier', 'Occitanie'],
  ['Strasbourg', 'Grand Est'],
  ['Bordeaux', 'Nouvelle-Aquitaine'],
  ['Lille', 'Hauts-de-France'],
  ['Rennes', 'Bretagne'],
  ['Reims', 'Grand Est'],
  ['Toulon', 'Provence-Alpes-Côte d’Azur'],
  ['Saint-Étienne', 'Auvergne-Rhône-Alpes'],
  ['Le Havre', 'Normandie'],
  ['Grenoble', 'Auvergne-Rhône-Alpes'],
  ['Dijon', 'Bourgogne-Franche-Comté'],
  ['Angers', 'Pays de la Loire'],
  ['Nîmes', 'Occitanie'],
  ['Villeurbanne', 'Auvergne-Rhône-Alpes'],
  ['Clermont-Ferrand', 'Auvergne-Rhône-Alpes'],
  ['Le Mans', 'Pays de la Loire'],
  ['Aix-en-Provence', 'Provence-Alpes-Côte d’Azur'],
  ['Brest', 'Bretagne'],
  ['Tours', 'Centre-Val de Loire'],
  ['Amiens', 'Hauts-de-France'],
  ['Limoges', 'Nouvelle-Aquitaine'],
  ['Annecy', 'Auvergne-Rhône-Alpes'],
  ['Perpignan', 'Occitanie'],
  ['Metz', 'Grand Est'],
  ['Besançon', 'Bourgogne-Franche-Comté'],
  ['Orléans', 'Centre-Val de Loire'],
  ['Rouen', 'Normandie'],
  ['Mulhouse', 'Grand Est'],
  ['Caen', 'Normandie'],
  ['Nancy', 'Grand Est'],
  ['Roubaix', 'Hauts-de-France'],
  ['Avignon', 'Provence-Alpes-Côte d’Azur'],
  ['Poitiers', 'Nouvelle-Aquitaine'],
  ['La Rochelle', 'Nouvelle-Aquitaine'],
  ['Pau', 'Nouvelle-Aquitaine'],
  ['Valence', 'Auvergne-Rhône-Alpes'],
];

/** The skills staff manage (SPEC §3 Competence), with their search keywords. */
export const SKILLS: readonly { nom: string; motsCles: string }[] = [
  { nom: 'JavaScript', motsCles: 'js, es6, ecmascript, front-end' },
  { nom: 'TypeScript', motsCles: 'ts, typage, javascript' },
  { nom: 'React', motsCles: 'reactjs, hooks, jsx, spa' },
  { nom: 'Angular', motsCles: 'rxjs, spa, typescript' },
  { nom: 'Vue.js', motsCles: 'vue, nuxt, spa' },
  { nom: 'Node.js', motsCles: 'express, fastify, back-end, api' },
  { nom: 'HTML/CSS', motsCles: 'html5, css3, responsive, intégration, accessibilité' },
  { nom: 'PHP', motsCles: 'php8, poo, back-end' },
  { nom: 'Symfony', motsCles: 'php, doctrine, twig' },
  { nom: 'WordPress', motsCles: 'cms, thèmes, extensions' },
  { nom: 'Java', motsCles: 'jdk, poo, jvm' },
  { nom: 'Spring Boot', motsCles: 'spring, api rest, jpa, hibernate' },
  { nom: 'Python', motsCles: 'pandas, scripts, jupyter' },
  { nom: 'SQL', motsCles: 'requêtes, jointures, bases de données' },
  { nom: 'PostgreSQL', motsCles: 'postgres, sgbd, sql' },
  { nom: 'MongoDB', motsCles: 'nosql, documents' },
  { nom: 'Power BI', motsCles: 'dataviz, tableaux de bord, dax' },
  { nom: 'Excel', motsCles: 'tableur, tableaux croisés dynamiques, vba' },
  { nom: 'Docker', motsCles: 'conteneurs, devops, compose' },
  { nom: 'Git', motsCles: 'github, gitlab, versionnement' },
  { nom: 'Linux', motsCles: 'bash, shell, debian, ubuntu' },
  { nom: 'Réseaux TCP/IP', motsCles: 'cisco, routage, vlan, commutation' },
  { nom: 'Windows Server', motsCles: 'active directory, gpo, dns, dhcp' },
  { nom: 'Cybersécurité', motsCles: 'sécurité, pare-feu, anssi, rgpd' },
  { nom: 'Support utilisateur', motsCles: 'helpdesk, itil, glpi, assistance' },
  { nom: 'Figma', motsCles: 'maquettes, prototypage, ux, ui' },
  { nom: 'Méthodes agiles', motsCles: 'scrum, kanban, sprint' },
  { nom: 'Anglais professionnel', motsCles: 'toeic, anglais technique' },
  { nom: 'Communication', motsCles: 'relation client, rédaction, réseaux sociaux' },
];

export interface Field {
  key: string;
  /** [masculine, feminine] job titles. */
  jobs: readonly (readonly [string, string])[];
  skills: readonly string[];
  projects: readonly string[];
  contracts: readonly ContractType[];
  /** The qualifying title a learner of this field prepares. */
  certification: string;
}

export const FIELDS: readonly Field[] = [
  {
    key: 'web',
    certification: 'Titre professionnel Développeur web et web mobile',
    jobs: [
      ['Développeur web', 'Développeuse web'],
      ['Développeur full stack', 'Développeuse full stack'],
      ['Développeur front-end', 'Développeuse front-end'],
      ['Développeur PHP Symfony', 'Développeuse PHP Symfony'],
      ['Intégrateur web', 'Intégratrice web'],
      ['Concepteur développeur d’applications', 'Conceptrice développeuse d’applications'],
    ],
    skills: [
      'JavaScript',
      'TypeScript',
      'React',
      'Angular',
      'Vue.js',
      'Node.js',
      'HTML/CSS',
      'PHP',
      'Symfony',
      'Git',
      'SQL',
      'WordPress',
      'Méthodes agiles',
      'Docker',
    ],
    projects: [
      'Site vitrine pour une boulangerie',
      'Application de gestion de bibliothèque',
      'Plateforme de covoiturage étudiant',
      'Tableau de tâches façon kanban',
      'Boutique en ligne de produits locaux',
      'API de réservation de salles',
      'Blog culinaire sous WordPress',
      'Application de suivi de budget',
      'Portfolio personnel responsive',
      'Annuaire des associations de quartier',
    ],
    contracts: ['CDI', 'CDD', 'ALTERNANCE', 'STAGE', 'FREELANCE'],
  },
  {
    key: 'java',
    certification: 'Titre professionnel Concepteur développeur d’applications',
    jobs: [
      ['Développeur Java', 'Développeuse Java'],
      ['Développeur back-end', 'Développeuse back-end'],
      ['Testeur logiciel', 'Testeuse logiciel'],
    ],
    skills: [
      'Java',
      'Spring Boot',
      'SQL',
      'PostgreSQL',
      'Git',
      'Docker',
      'Angular',
      'Méthodes agiles',
      'Anglais professionnel',
    ],
    projects: [
      'Gestion des stocks d’un entrepôt',
      'API REST de prise de rendez-vous médicaux',
      'Application de gestion de tournois sportifs',
      'Outil de suivi des interventions techniques',
    ],
    contracts: ['CDI', 'CDD', 'ALTERNANCE', 'INTERIM'],
  },
  {
    key: 'data',
    certification: 'Titre professionnel Data analyst',
    jobs: [
      ['Data analyst', 'Data analyst'],
      ['Data engineer', 'Data engineer'],
      ['Analyste BI', 'Analyste BI'],
    ],
    skills: ['Python', 'SQL', 'PostgreSQL', 'Power BI', 'Excel', 'MongoDB', 'Anglais professionnel', 'Git'],
    projects: [
      'Analyse des ventes d’une enseigne de sport',
      'Tableau de bord de l’emploi régional',
      'Prévision de la fréquentation d’un musée',
      'Exploration des données ouvertes du vélo en libre-service',
    ],
    contracts: ['CDI', 'CDD', 'ALTERNANCE', 'STAGE'],
  },
  {
    key: 'infra',
    certification: 'Titre professionnel Technicien supérieur systèmes et réseaux',
    jobs: [
      ['Technicien support informatique', 'Technicienne support informatique'],
      ['Administrateur systèmes et réseaux', 'Administratrice systèmes et réseaux'],
      ['Technicien réseaux', 'Technicienne réseaux'],
      ['Analyste cybersécurité', 'Analyste cybersécurité'],
      ['Ingénieur DevOps', 'Ingénieure DevOps'],
    ],
    skills: [
      'Linux',
      'Réseaux TCP/IP',
      'Windows Server',
      'Cybersécurité',
      'Support utilisateur',
      'Docker',
      'Anglais professionnel',
      'Git',
    ],
    projects: [
      'Maquette du réseau d’une PME',
      'Déploiement d’un outil de gestion de parc',
      'Supervision d’un parc de serveurs',
      'Mise en place d’un annuaire Active Directory',
      'Audit de sécurité d’un site associatif',
    ],
    contracts: ['CDI', 'CDD', 'ALTERNANCE', 'INTERIM'],
  },
  {
    key: 'design',
    certification: 'Titre professionnel Designer web',
    jobs: [
      ['Designer UX/UI', 'Designer UX/UI'],
      ['Webdesigner', 'Webdesigner'],
      ['Graphiste', 'Graphiste'],
    ],
    skills: ['Figma', 'HTML/CSS', 'WordPress', 'Communication', 'Méthodes agiles', 'Anglais professionnel'],
    projects: [
      'Refonte de l’application d’une mairie',
      'Charte graphique d’une association sportive',
      'Prototype d’une application de randonnée',
    ],
    contracts: ['CDI', 'CDD', 'FREELANCE', 'STAGE'],
  },
  {
    key: 'business',
    certification: 'Titre professionnel Chargé de communication',
    jobs: [
      ['Chargé de communication digitale', 'Chargée de communication digitale'],
      ['Chef de projet digital', 'Cheffe de projet digital'],
      ['Assistant commercial', 'Assistante commerciale'],
      ['Community manager', 'Community manager'],
    ],
    skills: ['Communication', 'Excel', 'WordPress', 'Anglais professionnel', 'Méthodes agiles', 'Figma'],
    projects: [
      'Plan de communication d’un festival',
      'Tableau de suivi commercial',
      'Campagne réseaux sociaux d’une ressourcerie',
    ],
    contracts: ['CDI', 'CDD', 'ALTERNANCE', 'INTERIM'],
  },
];

export const EXPERIENCES = ['Débutant', 'Moins d’un an', '1 à 3 ans', '3 à 5 ans', 'Plus de 5 ans'] as const;

export const DIPLOMA_LEVELS = ['CAP / BEP', 'Bac', 'Bac +2', 'Bac +3', 'Bac +5'] as const;

export const DIPLOMAS: Record<(typeof DIPLOMA_LEVELS)[number], readonly string[]> = {
  'CAP / BEP': ['CAP Vente', 'BEP Électrotechnique'],
  Bac: ['Bac STMG', 'Bac pro Systèmes numériques', 'Bac général'],
  'Bac +2': [
    'BTS SIO option SLAM',
    'BTS SIO option SISR',
    'Titre professionnel Développeur web et web mobile',
    'DUT Informatique',
  ],
  'Bac +3': [
    'Licence professionnelle Métiers de l’informatique',
    'Titre professionnel Concepteur développeur d’applications',
    'Bachelor Data analyst',
  ],
  'Bac +5': ['Master MIAGE', 'Master Informatique', 'Diplôme d’ingénieur'],
};

export const POE_TRAININGS = [
  'POE Développeur web',
  'POE Technicien support',
  'POE Data analyst',
  'POE Java / Spring',
  'POE Cybersécurité',
] as const;

export const QUALIFYING_TITLES = [
  'Titre professionnel Développeur web et web mobile',
  'Titre professionnel Concepteur développeur d’applications',
  'Titre professionnel Technicien supérieur systèmes et réseaux',
  'Titre professionnel Administrateur d’infrastructures sécurisées',
  'Titre professionnel Data analyst',
] as const;

export const SHORT_TRAININGS = [
  'Initiation à Docker',
  'React avancé',
  'Power BI pour débuter',
  'Sensibilisation au RGPD',
  'Anglais technique',
  'Accessibilité numérique',
] as const;

export const CONTRACT_PHRASES: Record<ContractType, string> = {
  CDI: 'un CDI',
  CDD: 'un CDD',
  ALTERNANCE: 'une alternance',
  STAGE: 'un stage',
  INTERIM: 'une mission d’intérim',
  FREELANCE: 'des missions en freelance',
};

/** [masculine, feminine] sentences about how the person works. */
export const QUALITIES: readonly (readonly [string, string])[] = [
  [
    'Curieux et rigoureux, j’aime comprendre le besoin avant d’écrire la moindre ligne.',
    'Curieuse et rigoureuse, j’aime comprendre le besoin avant d’écrire la moindre ligne.',
  ],
  [
    'À l’aise en équipe, je sais expliquer simplement des sujets techniques.',
    'À l’aise en équipe, je sais expliquer simplement des sujets techniques.',
  ],
  [
    'Issu d’une reconversion, j’apporte une vraie expérience du terrain et du service client.',
    'Issue d’une reconversion, j’apporte une vraie expérience du terrain et du service client.',
  ],
  [
    'Autonome et organisé, je tiens à livrer un travail propre et documenté.',
    'Autonome et organisée, je tiens à livrer un travail propre et documenté.',
  ],
  [
    'Passionné par l’accessibilité, je veux construire des services utilisables par tous.',
    'Passionnée par l’accessibilité, je veux construire des services utilisables par tous.',
  ],
  [
    'Motivé par les projets utiles, j’ai envie de rejoindre une équipe bienveillante.',
    'Motivée par les projets utiles, j’ai envie de rejoindre une équipe bienveillante.',
  ],
];

export const AVAILABILITY = [
  'Disponible immédiatement.',
  'Disponible à partir du mois prochain.',
  'Permis B et véhiculé.',
  'Bénévole dans une association de médiation numérique.',
  'Télétravail partiel apprécié.',
] as const;

export const PROJECT_CONTEXTS = [
  'pendant ma formation',
  'en équipe de quatre sur trois semaines',
  'pour une association locale',
  'en autonomie sur mon temps libre',
  'lors d’un hackathon de deux jours',
] as const;

export const PROJECT_GOALS = [
  'L’objectif était de livrer une première version utilisable en peu de temps, puis de l’améliorer à partir des retours.',
  'J’ai travaillé la maquette, le code et la mise en ligne, avec une attention particulière à la qualité.',
  'Le projet a été présenté devant un jury professionnel et a reçu de bons retours.',
  'Il m’a permis de pratiquer les tests, la revue de code et le travail en sprint.',
] as const;

export const CONTACT_ROLES = [
  'Responsable RH',
  'Chargée de recrutement',
  'Chargé de recrutement',
  'Directeur technique',
  'Cheffe de projet',
  'Responsable d’agence',
] as const;

export const APPLICATION_REMARKS = [
  'Candidature envoyée via le site de l’entreprise.',
  'Offre transmise par ma conseillère.',
  'Relance faite par téléphone.',
  'Candidature spontanée avec lettre personnalisée.',
  'Annonce repérée sur un job board.',
] as const;

export const JOB_DATING_THEMES = [
  { thematique: 'Métiers du numérique', lieu: 'Campus Tremplin, 12 rue de la République, Lyon' },
  { thematique: 'Cybersécurité et réseaux', lieu: 'Pôle numérique, 5 avenue Roger Salengro, Villeurbanne' },
  { thematique: 'Data et intelligence artificielle', lieu: 'Hôtel de Ville de Lille, salle des fêtes' },
  {
    thematique: 'Alternance : rencontrez vos futurs employeurs',
    lieu: 'Campus Tremplin, 12 rue de la République, Lyon',
  },
  { thematique: 'Support et services informatiques', lieu: 'En ligne (visioconférence)' },
] as const;

/** Questions learners send their adviser. */
export const LEARNER_QUESTIONS = [
  { sujet: 'Attestation de formation', texte: 'Pourriez-vous me renvoyer mon attestation de fin de formation ?' },
  { sujet: 'Relecture de CV', texte: 'J’ai mis mon CV à jour : auriez-vous un moment pour le relire ?' },
  { sujet: 'Offre d’alternance', texte: 'J’ai trouvé une offre d’alternance intéressante, pouvons-nous en parler ?' },
  { sujet: 'Rendez-vous', texte: 'Je ne pourrai pas venir à notre rendez-vous de jeudi, pouvons-nous le décaler ?' },
  { sujet: 'Préparation d’entretien', texte: 'J’ai un entretien la semaine prochaine, avez-vous des conseils ?' },
  { sujet: 'Lettre de motivation', texte: 'Voici ma lettre de motivation pour le poste dont nous avons parlé.' },
] as const;
