// Server-only: the POSIX tar a backup is written in, so any `tar -xf` can open it, written and
// read through tar-stream. The reader takes regular files only and refuses links, devices and names
// that climb out of the folder.
import { createHash } from "node:crypto";
import fs from "node:fs";
import { Readable } from "node:stream";
import tar from "tar-stream";

export interface TarEntry {
  name: string;
  size: number;
}

interface Drainable {
  once(event: "drain" | "close", listener: () => void): unknown;
  off(event: "drain" | "close", listener: () => void): unknown;
}

/** A writable end (streamx's typings want an argument that its `end` does not need). */
interface Endable {
  end(last?: Buffer): unknown;
}

/** Where one entry's bytes go. */
interface EntrySink extends Drainable, Endable {
  write(chunk: Buffer): boolean;
  destroy(error?: Error): unknown;
}

const end = (stream: Endable): unknown => stream.end();

/** Resolves when a stream that refused a write takes more, or is gone. */
function drained(stream: Drainable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off("drain", done);
      stream.off("close", done);
      resolve();
    };
    stream.once("drain", done);
    stream.once("close", done);
  });
}

/**
 * A backup archive being written: add entries one at a time (each awaited), then `finish`.
 * `output` is the archive's bytes, to pipe into a file (through gzip or not).
 */
export class TarWriter {
  private readonly pack = tar.pack();
  readonly output: Readable = Readable.from(this.pack);

  /**
   * One file. It is opened first and read through that handle, so a file deleted once open is
   * still read whole; with `skipMissing`, a file already gone yields nothing (a photo deleted while
   * a backup runs: the database snapshot no longer needs it). A file that changes size while read
   * is an error. Its SHA-256 lands in `onHash`.
   */
  async addFile(
    name: string,
    file: string,
    onHash: (sha256: string, size: number) => void,
    { skipMissing = false }: { skipMissing?: boolean } = {},
  ): Promise<void> {
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(file, "r");
    } catch (error) {
      if (skipMissing && (error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    try {
      const { size, mtime } = await handle.stat();
      const hash = createHash("sha256");
      await this.entry({ name, size, mtime }, async (sink) => {
        let read = 0;
        for await (const chunk of handle.createReadStream({ autoClose: false }) as AsyncIterable<Buffer>) {
          read += chunk.length;
          if (read > size) break;
          hash.update(chunk);
          if (!sink.write(chunk)) await drained(sink);
        }
        if (read !== size) throw new Error(`${name} changed while it was being backed up`);
      });
      onHash(hash.digest("hex"), size);
    } finally {
      await handle.close();
    }
  }

  addBytes(name: string, bytes: Buffer): Promise<void> {
    return this.entry({ name, size: bytes.length, mtime: new Date() }, async (sink) => {
      if (!sink.write(bytes)) await drained(sink);
    });
  }

  /** Writes the end of the archive; `output` ends once it is read. */
  finish(): void {
    this.pack.finalize();
  }

  /** Stops the archive: `output` fails with `error`. */
  abort(error: unknown): void {
    this.pack.destroy(error instanceof Error ? error : new Error(String(error)));
  }

  private entry(
    header: { name: string; size: number; mtime: Date },
    write: (sink: EntrySink) => Promise<void>,
  ): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const sink = this.pack.entry({ ...header, mode: 0o644, type: "file" }, (error) =>
        error ? reject(error) : resolve(),
      );
      write(sink).then(
        () => end(sink),
        (error: unknown) => {
          sink.destroy();
          reject(error);
        },
      );
    });
  }
}

/** A relative path of plain segments; anything else could write outside the target folder. */
export function isSafeEntryName(name: string): boolean {
  if (name.startsWith("/") || name.includes("\\") || name.includes("\0")) return false;
  return name.split("/").every((part) => part !== "" && part !== "." && part !== "..");
}

async function* bytesOf(source: AsyncIterable<unknown>): AsyncGenerator<Buffer> {
  for await (const chunk of source) yield Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
}

/** tar-stream's words for a damaged archive, in the words a restore reports. */
function archiveError(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  if (/unexpected end of data/i.test(message))
    return new Error("the archive ends in the middle of a file (truncated?)");
  if (/invalid tar header/i.test(message)) return new Error("not a backup archive (bad tar header)");
  return error instanceof Error ? error : new Error(message);
}

/**
 * Walks the archive's regular files. `onFile` receives each body as chunks and must consume them
 * all before the next entry is read.
 */
export async function readTar(
  chunks: AsyncIterable<Buffer>,
  onFile: (entry: TarEntry, body: AsyncIterable<Buffer>) => Promise<void>,
): Promise<void> {
  const extract = tar.extract();
  // What broke the archive itself (a truncation, a bad header) is the cause to report, even when a
  // body being read at that moment fails with a vaguer error of its own.
  let damage: unknown;
  extract.on("error", (error: unknown) => {
    damage ??= error;
  });
  const feeding = (async () => {
    for await (const chunk of chunks) {
      if (extract.destroyed) return;
      if (!extract.write(chunk)) await drained(extract);
    }
    end(extract);
  })().catch((error: unknown) => {
    extract.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (entry.header.type !== "file") throw new Error(`unexpected entry in the archive: ${name}`);
      if (!isSafeEntryName(name)) throw new Error(`unsafe path in the archive: ${name}`);
      await onFile({ name, size: entry.header.size }, bytesOf(entry));
      entry.resume();
    }
  } catch (error) {
    throw archiveError(damage ?? error);
  } finally {
    extract.destroy();
    await feeding;
  }
}
