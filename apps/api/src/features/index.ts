// Every feature's routes, registered by the app in this order.
import type { FastifyPluginAsync } from 'fastify';
import { authFeature } from './auth';
import { healthRoutes } from './health/routes';
import { portfolioRoutes } from './portfolio/routes';
import { usersRoutes } from './users/routes';

export const features: FastifyPluginAsync[] = [
  healthRoutes as FastifyPluginAsync,
  authFeature,
  usersRoutes as FastifyPluginAsync,
  portfolioRoutes as FastifyPluginAsync,
];
