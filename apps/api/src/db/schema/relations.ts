// Relations for Drizzle's relational queries (db.query.users.findFirst({ with: { tags: true } }), ...).
import { relations } from 'drizzle-orm';
import { applicationComments, applicationContacts, applications } from './applications';
import { favourites } from './favourites';
import { storedFiles } from './files';
import { interviews } from './interviews';
import { invitations, jobDatings } from './job-dating';
import { messages } from './messaging';
import { notes } from './notes';
import { projectImages, projects, projectTags } from './portfolio';
import { ntc, prospects } from './prospects';
import { skills, tags } from './skills';
import { users } from './users';

export const usersRelations = relations(users, ({ one, many }) => ({
  referentCEF: one(users, { fields: [users.referentCEFId], references: [users.id], relationName: 'referent' }),
  referredUsers: many(users, { relationName: 'referent' }),
  tags: many(tags),
  projects: many(projects),
  files: many(storedFiles),
  applications: many(applications, { relationName: 'applicationCandidate' }),
  interviews: many(interviews, { relationName: 'interviewCandidate' }),
  invitations: many(invitations),
  sentMessages: many(messages, { relationName: 'sender' }),
  receivedMessages: many(messages, { relationName: 'recipient' }),
  favourites: many(favourites, { relationName: 'recruiter' }),
}));

export const skillsRelations = relations(skills, ({ many }) => ({ tags: many(tags) }));

export const tagsRelations = relations(tags, ({ one, many }) => ({
  utilisateur: one(users, { fields: [tags.utilisateurId], references: [users.id] }),
  competence: one(skills, { fields: [tags.competenceId], references: [skills.id] }),
  projects: many(projectTags),
}));

export const storedFilesRelations = relations(storedFiles, ({ one }) => ({
  owner: one(users, { fields: [storedFiles.ownerId], references: [users.id] }),
}));

export const projectsRelations = relations(projects, ({ one, many }) => ({
  utilisateur: one(users, { fields: [projects.utilisateurId], references: [users.id] }),
  tags: many(projectTags),
  images: many(projectImages),
}));

export const projectTagsRelations = relations(projectTags, ({ one }) => ({
  project: one(projects, { fields: [projectTags.projectId], references: [projects.id] }),
  tag: one(tags, { fields: [projectTags.tagId], references: [tags.id] }),
}));

export const projectImagesRelations = relations(projectImages, ({ one }) => ({
  project: one(projects, { fields: [projectImages.projectId], references: [projects.id] }),
  file: one(storedFiles, { fields: [projectImages.fileId], references: [storedFiles.id] }),
}));

export const messagesRelations = relations(messages, ({ one }) => ({
  expediteur: one(users, { fields: [messages.expediteurId], references: [users.id], relationName: 'sender' }),
  destinataire: one(users, { fields: [messages.destinataireId], references: [users.id], relationName: 'recipient' }),
}));

export const applicationsRelations = relations(applications, ({ one, many }) => ({
  utilisateur: one(users, {
    fields: [applications.utilisateurId],
    references: [users.id],
    relationName: 'applicationCandidate',
  }),
  admin: one(users, { fields: [applications.adminId], references: [users.id], relationName: 'applicationAdmin' }),
  contacts: many(applicationContacts),
  comments: many(applicationComments),
  entretiens: many(interviews),
  notes: many(notes),
}));

export const applicationContactsRelations = relations(applicationContacts, ({ one }) => ({
  candidature: one(applications, { fields: [applicationContacts.candidatureId], references: [applications.id] }),
}));

export const applicationCommentsRelations = relations(applicationComments, ({ one }) => ({
  candidature: one(applications, { fields: [applicationComments.candidatureId], references: [applications.id] }),
  auteur: one(users, { fields: [applicationComments.auteurId], references: [users.id] }),
}));

export const interviewsRelations = relations(interviews, ({ one }) => ({
  utilisateur: one(users, {
    fields: [interviews.utilisateurId],
    references: [users.id],
    relationName: 'interviewCandidate',
  }),
  admin: one(users, { fields: [interviews.adminId], references: [users.id], relationName: 'interviewAdmin' }),
  candidature: one(applications, { fields: [interviews.candidatureId], references: [applications.id] }),
}));

export const notesRelations = relations(notes, ({ one }) => ({
  candidature: one(applications, { fields: [notes.candidatureId], references: [applications.id] }),
  auteur: one(users, { fields: [notes.auteurId], references: [users.id] }),
  fichier: one(storedFiles, { fields: [notes.fichierId], references: [storedFiles.id] }),
}));

export const jobDatingsRelations = relations(jobDatings, ({ one, many }) => ({
  auteur: one(users, { fields: [jobDatings.auteurId], references: [users.id] }),
  invitations: many(invitations),
}));

export const invitationsRelations = relations(invitations, ({ one }) => ({
  jobDating: one(jobDatings, { fields: [invitations.jobDatingId], references: [jobDatings.id] }),
  candidat: one(users, { fields: [invitations.candidatId], references: [users.id] }),
}));

export const favouritesRelations = relations(favourites, ({ one }) => ({
  recruteur: one(users, { fields: [favourites.recruteurId], references: [users.id], relationName: 'recruiter' }),
  candidat: one(users, { fields: [favourites.candidatId], references: [users.id], relationName: 'favourite' }),
}));

export const ntcRelations = relations(ntc, ({ many }) => ({ prospects: many(prospects) }));

export const prospectsRelations = relations(prospects, ({ one }) => ({
  ntc: one(ntc, { fields: [prospects.ntcId], references: [ntc.id] }),
}));
