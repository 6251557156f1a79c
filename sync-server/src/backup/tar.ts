// Server-only: the plain POSIX tar (ustar) a backup is written in, so any `tar -xf` can open it.
// Regular files only; the reader refuses links, devices and names that climb out of the folder.
import { createHash } from "node:crypto";
import fs from "node:fs";

const BLOCK = 512;
const MAX_SIZE = 8 ** 11 - 1; // 11 octal digits

export interface TarEntry {
  name: string;
  size: number;
}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, "0")}\0`;
}

/** Splits a long name into ustar's prefix (155) and name (100) at a slash. */
function splitName(name: string): [prefix: string, rest: string] {
  if (Buffer.byteLength(name) <= 100) return ["", name];
  for (let i = name.indexOf("/"); i !== -1; i = name.indexOf("/", i + 1)) {
    const prefix = name.slice(0, i);
    const rest = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) return [prefix, rest];
  }
  throw new Error(`path too long for the backup archive: ${name}`);
}

export function tarHeader(entry: TarEntry, mtime = new Date()): Buffer {
  if (entry.size > MAX_SIZE) throw new Error(`file too large for the backup archive: ${entry.name}`);
  const header = Buffer.alloc(BLOCK);
  const [prefix, name] = splitName(entry.name);
  header.write(name, 0, 100, "utf8");
  header.write(octal(0o644, 8), 100, "ascii");
  header.write(octal(0, 8), 108, "ascii");
  header.write(octal(0, 8), 116, "ascii");
  header.write(octal(entry.size, 12), 124, "ascii");
  header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, "ascii");
  header.write("        ", 148, "ascii");
  header.write("0", 156, "ascii");
  header.write("ustar\u000000", 257, "ascii");
  header.write(prefix, 345, 155, "utf8");
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, "ascii");
  return header;
}

export const padding = (size: number): Buffer => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
export const endOfArchive = (): Buffer => Buffer.alloc(BLOCK * 2);

/** One file as tar blocks; its SHA-256 lands in `onHash`. A file that changes size while read is an error. */
/**
 * One file as a tar entry. The file is opened first and read through that handle, so a file
 * deleted once open is still read whole; with `skipMissing`, a file already gone yields nothing
 * (a photo deleted while a backup runs: the database snapshot no longer needs it).
 */
export async function* tarFile(
  name: string,
  file: string,
  onHash: (sha256: string, size: number) => void,
  { skipMissing = false }: { skipMissing?: boolean } = {},
): AsyncGenerator<Buffer> {
  let handle: fs.promises.FileHandle;
  try {
    handle = await fs.promises.open(file, "r");
  } catch (error) {
    if (skipMissing && (error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  try {
    const { size, mtime } = await handle.stat();
    yield tarHeader({ name, size }, mtime);
    const hash = createHash("sha256");
    let read = 0;
    for await (const chunk of handle.createReadStream({ autoClose: false }) as AsyncIterable<Buffer>) {
      read += chunk.length;
      if (read > size) break;
      hash.update(chunk);
      yield chunk;
    }
    if (read !== size) throw new Error(`${name} changed while it was being backed up`);
    onHash(hash.digest("hex"), size);
    yield padding(size);
  } finally {
    await handle.close();
  }
}

export function tarBytes(name: string, bytes: Buffer): Buffer[] {
  return [tarHeader({ name, size: bytes.length }), bytes, padding(bytes.length)];
}

/** Reads exact byte counts from a stream of chunks. */
class ByteReader {
  private buffered: Buffer[] = [];
  private length = 0;
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  /** Up to `max` bytes (at least 1), or null at the end of the stream. */
  async some(max: number): Promise<Buffer | null> {
    if (this.length === 0) {
      const next = await this.source.next();
      if (next.done) return null;
      this.buffered.push(next.value);
      this.length += next.value.length;
    }
    const all = Buffer.concat(this.buffered);
    const taken = all.subarray(0, max);
    const rest = all.subarray(taken.length);
    this.buffered = rest.length > 0 ? [rest] : [];
    this.length = rest.length;
    return taken;
  }

  async exactly(count: number): Promise<Buffer> {
    const parts: Buffer[] = [];
    let got = 0;
    while (got < count) {
      const part = await this.some(count - got);
      if (!part) throw new Error("the archive ends in the middle of a file (truncated?)");
      parts.push(part);
      got += part.length;
    }
    return Buffer.concat(parts);
  }
}

const text = (block: Buffer, start: number, width: number): string => {
  const field = block.subarray(start, start + width);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? width : end).toString("utf8");
};

function parseHeader(block: Buffer): TarEntry & { type: string } {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
  if (parseInt(text(block, 148, 8).trim(), 8) !== sum)
    throw new Error("not a backup archive (bad tar header)");
  const prefix = text(block, 345, 155);
  const name = text(block, 0, 100);
  return {
    name: prefix ? `${prefix}/${name}` : name,
    size: parseInt(text(block, 124, 12).trim() || "0", 8),
    type: text(block, 156, 1) || "0",
  };
}

/** A relative path of plain segments; anything else could write outside the target folder. */
export function isSafeEntryName(name: string): boolean {
  if (name.startsWith("/") || name.includes("\\") || name.includes("\0")) return false;
  return name.split("/").every((part) => part !== "" && part !== "." && part !== "..");
}

/**
 * Walks the archive's regular files. `onFile` receives each body as chunks and must consume them
 * all before the next entry is read.
 */
export async function readTar(
  chunks: AsyncIterable<Buffer>,
  onFile: (entry: TarEntry, body: AsyncIterable<Buffer>) => Promise<void>,
): Promise<void> {
  const reader = new ByteReader(chunks[Symbol.asyncIterator]());
  for (;;) {
    const block = await reader.exactly(BLOCK);
    if (block.every((byte) => byte === 0)) return;
    const entry = parseHeader(block);
    if (entry.type !== "0") throw new Error(`unexpected entry in the archive: ${entry.name}`);
    if (!isSafeEntryName(entry.name)) throw new Error(`unsafe path in the archive: ${entry.name}`);
    let left = entry.size;
    async function* body(): AsyncGenerator<Buffer> {
      while (left > 0) {
        const part = await reader.some(Math.min(left, 1 << 20));
        if (!part) throw new Error("the archive ends in the middle of a file (truncated?)");
        left -= part.length;
        yield part;
      }
    }
    await onFile({ name: entry.name, size: entry.size }, body());
    if (left > 0) await reader.exactly(left);
    await reader.exactly((BLOCK - (entry.size % BLOCK)) % BLOCK);
  }
}
