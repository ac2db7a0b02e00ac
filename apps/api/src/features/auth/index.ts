// The auth feature: account calls, LinkedIn sign-in and the sign-in's second factor.
import cookie from '@fastify/cookie';
import type { FastifyPluginAsync } from 'fastify';
import { linkedinRoutes } from './linkedin';
import { authRoutes } from './routes';
import { secondFactorRoutes } from './second-factor-routes';

export const authFeature: FastifyPluginAsync = async (app) => {
  // Signed cookies: LinkedIn's pending sign-in; plain httpOnly ones: the remembered device of the second factor.
  await app.register(cookie, { secret: app.config.jwtSecret });
  await app.register(authRoutes);
  await app.register(linkedinRoutes);
  await app.register(secondFactorRoutes);
};
