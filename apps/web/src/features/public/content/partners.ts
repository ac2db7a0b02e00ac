// Partner companies shown on /partenaires. These companies are fictional examples, and the page says so.
export interface Partner {
  name: string;
  sector: string;
  city: string;
  apprentices: number;
  jobs: string[];
  description: string;
}

export const PARTNERS_ARE_FICTIONAL = true;

export const PARTNERS: readonly Partner[] = [
  {
    name: 'Atelier Lumen',
    sector: 'Agence web',
    city: 'Lyon',
    apprentices: 3,
    jobs: ['Développeur web', 'Designer UX'],
    description:
      'Une équipe de quinze personnes qui conçoit des sites pour les associations et les collectivités. Chaque alternant y est suivi par un binôme technique.',
  },
  {
    name: 'Boulangerie Marceau & Fils',
    sector: 'Artisanat alimentaire',
    city: 'Nantes',
    apprentices: 2,
    jobs: ['Boulanger', 'Vendeur en boulangerie'],
    description:
      'Trois générations de boulangers, deux boutiques, et la conviction que le métier s’apprend au fournil, aux côtés de ceux qui le font.',
  },
  {
    name: 'Transports Verdier',
    sector: 'Transport et logistique',
    city: 'Clermont-Ferrand',
    apprentices: 4,
    jobs: ['Exploitant transport', 'Gestionnaire de parc'],
    description:
      'Transporteur régional qui forme ses futurs exploitants par l’alternance, du planning des tournées à la relation avec les clients.',
  },
  {
    name: 'Clinique vétérinaire des Tilleuls',
    sector: 'Santé animale',
    city: 'Rennes',
    apprentices: 1,
    jobs: ['Auxiliaire spécialisée vétérinaire'],
    description:
      'Une clinique de quartier qui accueille chaque année une apprentie, formée à l’accueil, aux soins et à la gestion du bloc.',
  },
  {
    name: 'Nordelec Services',
    sector: 'Maintenance électrique',
    city: 'Lille',
    apprentices: 5,
    jobs: ['Électricien', 'Technicien de maintenance'],
    description:
      'Spécialiste de la maintenance des bâtiments tertiaires, Nordelec recrute la plupart de ses techniciens parmi ses anciens apprentis.',
  },
  {
    name: 'Maison Azur',
    sector: 'Hôtellerie et restauration',
    city: 'Nice',
    apprentices: 3,
    jobs: ['Commis de cuisine', 'Serveur', 'Réceptionniste'],
    description:
      'Hôtel-restaurant familial ouvert toute l’année, où les apprentis passent par la cuisine, la salle et la réception.',
  },
  {
    name: 'Cabinet Fontaine Conseil',
    sector: 'Expertise comptable',
    city: 'Bordeaux',
    apprentices: 2,
    jobs: ['Assistant comptable', 'Gestionnaire de paie'],
    description:
      'Un cabinet d’expertise comptable qui confie à ses alternants de vrais dossiers clients, accompagnés par un collaborateur confirmé.',
  },
  {
    name: 'Solstice Énergies',
    sector: 'Énergies renouvelables',
    city: 'Montpellier',
    apprentices: 2,
    jobs: ['Technicien photovoltaïque'],
    description:
      'Installateur de panneaux solaires pour les particuliers et les exploitations agricoles, attentif à la sécurité sur les chantiers.',
  },
];
