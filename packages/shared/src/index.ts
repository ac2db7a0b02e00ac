export * from './constants';
export * from './errors';
export * from './messages';
export * from './permissions';
export * from './roles';
export * from './routes';
export * from './schemas/auth';
export * from './schemas/users-base';
