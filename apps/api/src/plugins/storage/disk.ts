// The local driver: files under DATA_DIR/uploads, for one host (or hosts sharing that folder).
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { byteLimit, type FileStorage, FileTooLargeError, newStorageKey } from './driver';

export function createDiskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`storage key outside the root: ${key}`);
    return full;
  };
  return {
    kind: 'disk',
    newKey: newStorageKey,
    async put(key, content, maxBytes) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.part`;
      let sink: WriteStream | undefined;
      try {
        let written = 0;
        if (Buffer.isBuffer(content)) {
          if (maxBytes !== undefined && content.length > maxBytes) throw new FileTooLargeError(maxBytes);
          await writeFile(temporary, content);
          written = content.length;
        } else {
          const counter = byteLimit(maxBytes);
          sink = createWriteStream(temporary);
          await pipeline(content, counter, sink);
          written = counter.bytes;
        }
        await rename(temporary, target);
        return written;
      } catch (err) {
        // A write stream destroyed by a cut-off upload may still be opening its file: remove it once it has closed.
        const opening = sink;
        if (opening && !opening.closed) await new Promise<void>((done) => opening.once('close', () => done()));
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
