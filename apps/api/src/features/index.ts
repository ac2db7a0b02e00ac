// Every feature's routes, registered by the app in this order.
import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health/routes';
import { portfolioRoutes } from './portfolio/routes';

export const features: FastifyPluginAsync[] = [
  healthRoutes as FastifyPluginAsync,
  portfolioRoutes as FastifyPluginAsync,
];
