// Printing and recording benchmark figures: every figure names its unit, and where a baseline was
// measured in the same run, the ratio to it. Skips say why instead of inventing numbers.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface Figure {
  bench: string;
  name: string;
  value: number;
  unit: string;
  /** The same measure of the baseline, taken in this run. */
  baseline?: { name: string; value: number };
}

export interface Skip {
  bench: string;
  name: string;
  reason: string;
}

const figures: Figure[] = [];
const skips: Skip[] = [];

const format = (value: number): string =>
  Math.abs(value) >= 100 ? value.toFixed(0) : Math.abs(value) >= 10 ? value.toFixed(1) : value.toFixed(2);

export function record(figure: Figure): void {
  figures.push(figure);
  const ratio = figure.baseline
    ? `  (${format(figure.value / figure.baseline.value)}x ${figure.baseline.name}: ${format(figure.baseline.value)})`
    : "";
  console.log(`  ${figure.name.padEnd(52)} ${format(figure.value).padStart(10)} ${figure.unit}${ratio}`);
}

export function skip(bench: string, name: string, reason: string): void {
  skips.push({ bench, name, reason });
  console.log(`  ${name.padEnd(52)} skipped: ${reason}`);
}

export function heading(title: string): void {
  console.log(`\n${title}`);
}

export function machine(): string {
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");
  // The load average says whether other work shared the machine (figures then mean less).
  return `${os.cpus().length} x ${cpu}, ${(os.totalmem() / 1024 ** 3).toFixed(0)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}, load average ${load}`;
}

/** Writes the run to bench/results/<timestamp>.json (git-ignored) and answers the file. */
export function saveResults(root: string): string {
  const dir = path.join(root, "bench/results");
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify({ date: new Date().toISOString(), machine: machine(), figures, skips }, null, 2),
  );
  return file;
}
