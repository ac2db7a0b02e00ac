// Compresses dynamic answers (API JSON, the app's page) above 1 KB with Brotli or gzip, as the browser accepts;
// the web build's files are compressed once at build time and sent as they are (see web-app.ts).
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const compressionPlugin = fp(async (app: FastifyInstance) => {
  // The library's recommended Brotli quality (4) costs little more than gzip for far smaller JSON.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
});
