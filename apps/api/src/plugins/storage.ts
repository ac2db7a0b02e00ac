// File storage behind one interface: local disk under DATA_DIR/uploads today, an object store later.
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileKind } from '@tremplin/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface FileStorage {
  /** A fresh key for a new file of that kind and owner; never built from user input. */
  newKey(kind: FileKind, ownerId: number, extension: string): string;
  /** Writes the whole content, then makes it visible at once: a failed write leaves nothing behind. */
  put(key: string, content: Buffer | Readable, maxBytes?: number): Promise<number>;
  read(key: string): Readable;
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
}

export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`Le fichier dépasse la taille maximale de ${Math.round(maxBytes / 1024 / 1024)} Mo.`);
  }
}

export function createDiskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`storage key outside the root: ${key}`);
    return full;
  };
  return {
    newKey(kind, ownerId, extension) {
      const ext = extension.replace(/[^a-z0-9]/gi, '').toLowerCase();
      return `${kind.toLowerCase()}/${ownerId}/${randomUUID()}${ext ? `.${ext}` : ''}`;
    },
    async put(key, content, maxBytes) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.part`;
      try {
        let written = 0;
        if (Buffer.isBuffer(content)) {
          if (maxBytes !== undefined && content.length > maxBytes) throw new FileTooLargeError(maxBytes);
          await writeFile(temporary, content);
          written = content.length;
        } else {
          const counter = new Transform({
            transform(chunk: Buffer, _enc, done) {
              written += chunk.length;
              if (maxBytes !== undefined && written > maxBytes) done(new FileTooLargeError(maxBytes));
              else done(null, chunk);
            },
          });
          await pipeline(content, counter, createWriteStream(temporary));
        }
        await rename(temporary, target);
        return written;
      } catch (err) {
        await rm(temporary, { force: true });
        throw err;
      }
    },
    read: (key) => createReadStream(resolve(key)),
    async size(key) {
      try {
        return (await stat(resolve(key))).size;
      } catch {
        return null;
      }
    },
    async remove(key) {
      const full = resolve(key);
      await rm(full, { force: true });
      // The folder named after the owner goes with their last file.
      await rmdir(path.dirname(full)).catch(() => {});
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

export const storagePlugin = fp(async (app: FastifyInstance) => {
  app.decorate('storage', createDiskStorage(path.join(app.config.dataDir, 'uploads')));
});
