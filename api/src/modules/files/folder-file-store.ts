import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { checkedName, FileNotFoundError, type FileStore, type FileWriter } from './stored-files';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files in a folder of this machine: what one process on the embedded database has always used. */
export function createFolderFileStore(root: string): FileStore {
  const base = path.resolve(root);
  const place = (name: string) => {
    const file = path.resolve(base, checkedName(name));
    if (!file.startsWith(base + path.sep)) throw new Error('A file name escaped the file store');
    return file;
  };
  const withFolder = async (file: string) => {
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    return file;
  };

  const store: FileStore = {
    kind: 'folder',

    async size(name) {
      try {
        const stat = await fs.promises.stat(place(name));
        return stat.isFile() ? stat.size : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async read(name) {
      try {
        return await fs.promises.readFile(place(name));
      } catch (error) {
        if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
        throw error;
      }
    },

    async readRange(name, start, length) {
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(place(name), 'r');
      } catch (error) {
        if (isMissing(error)) return Buffer.alloc(0);
        throw error;
      }
      try {
        const buffer = Buffer.alloc(Math.max(0, length));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, start);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },

    async *stream(name) {
      const stream = fs.createReadStream(place(name), { highWaterMark: 256 * 1024 });
      try {
        for await (const chunk of stream) yield chunk as Buffer;
      } catch (error) {
        if (isMissing(error)) throw new FileNotFoundError(name);
        throw error;
      } finally {
        stream.destroy();
      }
    },

    async write(name, data) {
      const file = await withFolder(place(name));
      // Written aside and renamed: a reader never sees half a file, and two processes writing the same
      // file at once both end with a whole one.
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await fs.promises.writeFile(temporary, data);
      await fs.promises.rename(temporary, file);
    },

    async append(name, chunk) {
      await fs.promises.appendFile(await withFolder(place(name)), chunk);
    },

    async writer(name): Promise<FileWriter> {
      const file = await withFolder(place(name));
      const handle = await fs.promises.open(file, 'w');
      let closed = false;
      const close = async () => {
        if (closed) return;
        closed = true;
        await handle.close();
      };
      return {
        async write(chunk) {
          if (chunk.length > 0) await handle.write(chunk);
        },
        close,
        async discard() {
          await close().catch(() => undefined);
          await fs.promises.rm(file, { force: true });
        },
      };
    },

    async rename(from, to) {
      await fs.promises.rename(place(from), await withFolder(place(to)));
    },

    async remove(name) {
      await fs.promises.rm(place(name), { force: true });
    },

    async removeFolder(prefix) {
      await fs.promises.rm(place(prefix), { recursive: true, force: true });
    },

    async list(prefix) {
      const folder = place(prefix);
      let entries: fs.Dirent[];
      try {
        entries = await fs.promises.readdir(folder, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return [];
        throw error;
      }
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
        .sort();
    },

    readsOn: () => store,
  };
  return store;
}
