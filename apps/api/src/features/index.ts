// Every feature's routes, registered by the app in this order.
import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health/routes';

export const features: FastifyPluginAsync[] = [healthRoutes as FastifyPluginAsync];
