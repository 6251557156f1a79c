// The "Download your data" zip, streamed (issue 12, finding 12): one file is read and added at a
// time as the client takes the bytes, so a user with hundreds of photos neither fills the
// server's memory nor holds the event loop while the whole archive is built.
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";

/** One file of the archive, read only when its turn comes. */
export interface ExportEntry {
  name: string;
  /** JSON deflates well; JPEG is already compressed and is stored as it is. */
  compress: boolean;
  /** The bytes, or null when the file went away meanwhile (it is left out). */
  read(): Promise<Uint8Array | null>;
}

export const jsonEntry = (name: string, value: unknown): ExportEntry => ({
  name,
  compress: true,
  read: async () => new TextEncoder().encode(JSON.stringify(value, null, 2)),
});

/** A zip of the entries, produced one entry per pull of the returned stream. */
export function streamZip(entries: ExportEntry[]): ReadableStream<Uint8Array> {
  const zip = new Zip();
  let next = 0;
  let sink: ReadableStreamDefaultController<Uint8Array> | null = null;
  zip.ondata = (error, chunk, final) => {
    if (!sink) return;
    if (error) return sink.error(error);
    if (chunk.length > 0) sink.enqueue(chunk);
    if (final) sink.close();
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      sink = controller;
    },
    async pull() {
      while (next < entries.length) {
        const entry = entries[next++]!;
        const bytes = await entry.read();
        if (!bytes) continue;
        const file = entry.compress
          ? new ZipDeflate(entry.name, { level: 6 })
          : new ZipPassThrough(entry.name);
        zip.add(file);
        file.push(bytes, true);
        return;
      }
      zip.end();
    },
  });
}

/** The whole archive in memory: for tests and small callers only. */
export async function zipToBytes(entries: ExportEntry[]): Promise<Uint8Array> {
  return new Uint8Array(await new Response(streamZip(entries)).arrayBuffer());
}
