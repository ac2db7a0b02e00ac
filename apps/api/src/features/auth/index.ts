// The auth feature: account calls and LinkedIn sign-in.
import type { FastifyPluginAsync } from 'fastify';
import { linkedinRoutes } from './linkedin';
import { authRoutes } from './routes';

export const authFeature: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes);
  await app.register(linkedinRoutes);
};
