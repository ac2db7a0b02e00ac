// Uploaded files (avatars, CVs, certifications, videos, project images, note attachments): metadata here, bytes in storage.
import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { fileKindEnum } from './enums';
import { users } from './users';

export const storedFiles = pgTable(
  'stored_files',
  {
    id: id(),
    kind: fileKindEnum('kind').notNull(),
    /** The user the file belongs to (the profile it illustrates, or the uploader of a note attachment). */
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    originalName: text('original_name').notNull(),
    /** Path relative to DATA_DIR/uploads (or the object key once storage is remote); never built from user input. */
    storageKey: text('storage_key').notNull().unique(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stored_files_owner_kind_idx').on(t.ownerId, t.kind)],
);

export type StoredFile = typeof storedFiles.$inferSelect;
export type NewStoredFile = typeof storedFiles.$inferInsert;
