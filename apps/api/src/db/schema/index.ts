// The whole data model: one file per area; drizzle-kit and the database client read it from here.
export * from './applications';
export * from './auth';
export * from './enums';
export * from './favourites';
export * from './files';
export * from './interviews';
export * from './job-dating';
export * from './messaging';
export * from './notes';
export * from './outbox';
export * from './portfolio';
export * from './prospects';
export * from './realtime';
export * from './relations';
export * from './settings';
export * from './skills';
export * from './users';
