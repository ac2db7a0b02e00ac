// Liveness (the process answers) and readiness (the database answers): public, for the load balancer and probes.
import { z } from 'zod';
import { endpoint } from './endpoint';

export const healthEndpoints = {
  live: endpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'Le processus répond',
    responses: { 200: z.object({ status: z.literal('ok') }) },
    errors: [],
  }),
  ready: endpoint({
    method: 'GET',
    path: '/api/ready',
    summary: 'La base de données répond',
    responses: { 200: z.object({ status: z.literal('ok'), database: z.string() }) },
    errors: [503],
  }),
};
