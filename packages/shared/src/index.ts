export * from './constants';
export * from './errors';
export * from './messages';
export * from './roles';
export * from './routes';
