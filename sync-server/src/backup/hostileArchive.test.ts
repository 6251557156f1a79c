import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import tar from "tar-stream";
import { afterEach, describe, expect, it } from "vitest";
import { MANIFEST_NAME } from "./dataFiles.ts";
import { restoreBackup } from "./restore.ts";

// Archives a hostile or careless hand could give `restore`: none may write outside DATA_DIR's
// staging folder, follow a link, or make the server hold an unbounded file in memory.

const temps: string[] = [];
const tempDir = (): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nutrisnap-hostile-"));
  temps.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

type Entry = { name: string; body?: string; type?: "file" | "symlink" | "link"; linkname?: string };

/** An archive written by tar-stream, entry by entry, exactly as given. */
async function archiveOf(entries: Entry[]): Promise<Buffer> {
  const pack = tar.pack();
  for (const { name, body = "", type = "file", linkname } of entries) {
    await new Promise<void>((resolve, reject) => {
      const content = type === "file" ? Buffer.from(body) : Buffer.alloc(0);
      pack.entry({ name, type, linkname, size: content.length }, content, (error) =>
        error ? reject(error) : resolve(),
      );
    });
  }
  pack.finalize();
  const parts: Buffer[] = [];
  for await (const part of pack) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** Sets the size field of the ustar header at `offset` and recomputes its checksum. */
function claimSize(archive: Buffer, offset: number, size: number): Buffer {
  const copy = Buffer.from(archive);
  copy.write(`${size.toString(8).padStart(11, "0")}\0`, offset + 124, "ascii");
  copy.fill(" ", offset + 148, offset + 156);
  let sum = 0;
  for (let i = offset; i < offset + 512; i++) sum += copy[i]!;
  copy.write(`${sum.toString(8).padStart(6, "0")}\0 `, offset + 148, "ascii");
  return copy;
}

async function restoreOf(
  archive: Buffer,
): Promise<{ outcome: Promise<unknown>; dataDir: string; outside: string }> {
  const dir = tempDir();
  const file = path.join(dir, "hostile.tar");
  fs.writeFileSync(file, archive);
  const dataDir = path.join(dir, "data");
  const outcome = restoreBackup({ file, dataDir, force: false });
  return { outcome, dataDir, outside: dir };
}

describe("restoring a hostile archive", () => {
  it("refuses a symbolic link, even one a later entry would write through", async () => {
    const { outcome, dataDir, outside } = await restoreOf(
      await archiveOf([
        { name: "files", type: "symlink", linkname: "/tmp" },
        { name: "files/planted.txt", body: "owned" },
      ]),
    );
    await expect(outcome).rejects.toThrow(/unexpected entry in the archive: files/);
    expect(fs.readdirSync(dataDir)).toEqual([]);
    expect(fs.existsSync("/tmp/planted.txt")).toBe(false);
    expect(fs.readdirSync(outside).sort()).toEqual(["data", "hostile.tar"]);
  });

  it("refuses a hard link and a symbolic link made by the system tar", async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "target.txt"), "secret");
    fs.linkSync(path.join(dir, "target.txt"), path.join(dir, "hard.txt"));
    fs.symlinkSync("/etc/passwd", path.join(dir, "soft.txt"));
    for (const name of ["hard.txt", "soft.txt"]) {
      const file = path.join(dir, `${name}.tar`);
      const members = name === "hard.txt" ? ["target.txt", "hard.txt"] : ["soft.txt"];
      execFileSync("tar", ["-cf", file, "-C", dir, ...members]);
      const dataDir = path.join(dir, `data-${name}`);
      await expect(restoreBackup({ file, dataDir, force: false })).rejects.toThrow(
        new RegExp(`unexpected entry in the archive: ${name}`),
      );
      expect(fs.readdirSync(dataDir)).toEqual([]);
    }
  });

  it("refuses names that climb out, absolute names and long names that hide a climb", async () => {
    const hidden = `files/${"a".repeat(120)}/../../../../escape.txt`;
    for (const name of ["../escape.txt", "files/../../escape.txt", "/tmp/escape.txt", hidden, "files/./x"]) {
      const { outcome, dataDir, outside } = await restoreOf(await archiveOf([{ name, body: "x" }]));
      await expect(outcome).rejects.toThrow(/unsafe path in the archive/);
      expect(fs.readdirSync(dataDir)).toEqual([]);
      expect(fs.existsSync(path.join(outside, "escape.txt"))).toBe(false);
    }
  });

  it("refuses a manifest too large to read into memory without reading it", async () => {
    const small = await archiveOf([{ name: MANIFEST_NAME, body: "{}" }]);
    // The header claims 2 GiB; the bytes behind it stop after one block.
    const { outcome, dataDir } = await restoreOf(claimSize(small, 0, 2 * 1024 ** 3).subarray(0, 1024));
    await expect(outcome).rejects.toThrow(/manifest is too large/);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it("refuses an archive that holds the same file twice", async () => {
    const { outcome, dataDir } = await restoreOf(
      await archiveOf([
        { name: "files/photos/a.jpg", body: "one" },
        { name: "files/photos/a.jpg", body: "two" },
      ]),
    );
    await expect(outcome).rejects.toThrow(/holds files\/photos\/a\.jpg twice/);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});
