// The "Download your data" zip, streamed (issue 12, finding 12): one file is read and added at a
// time as the client takes the bytes, so a user with hundreds of photos neither fills the
// server's memory nor holds the event loop while the whole archive is built. fflate is loaded by
// the first export, not at start: its module builds its Huffman tables when it is evaluated
// (docs/decisions/206).
import type * as Fflate from "fflate";

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
  let fflate: typeof Fflate;
  let zip: Fflate.Zip;
  let next = 0;
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      fflate = await import("fflate");
      zip = new fflate.Zip();
      zip.ondata = (error, chunk, final) => {
        if (error) return controller.error(error);
        if (chunk.length > 0) controller.enqueue(chunk);
        if (final) controller.close();
      };
    },
    async pull() {
      const { ZipDeflate, ZipPassThrough } = fflate;
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
