// CPU time taken by processes (Linux /proc): user plus system time of a process and all its
// descendants that are still running when read. Used to split a run's CPU between the server and
// the client (a browser's processes) on a machine whose cores they share.
import fs from "node:fs";
import path from "node:path";

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on every Linux this runs on). */
const TICKS_PER_SECOND = 100;

interface ProcStat {
  pid: number;
  ppid: number;
  /** utime + stime, in ticks. */
  ticks: number;
}

function readStat(pid: number): ProcStat | undefined {
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return undefined;
  }
  // The command name (field 2) may hold spaces and parentheses: the fields after it follow the last ")".
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  // After the name: state (3), ppid (4) ... utime (14), stime (15), counted from field 3 at index 0.
  return { pid, ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
}

function allStats(): ProcStat[] {
  return fs
    .readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readStat(Number(name)))
    .filter((stat): stat is ProcStat => stat !== undefined);
}

/** CPU milliseconds of each process in the trees of `roots`, excluding the trees of `excluded`. */
export function treeCpuMs(roots: number[], excluded: number[] = []): Map<number, number> {
  const stats = allStats();
  const children = new Map<number, ProcStat[]>();
  for (const stat of stats) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat]);
  const byPid = new Map(stats.map((stat) => [stat.pid, stat]));
  const skip = new Set(excluded);
  const cpu = new Map<number, number>();
  const visit = (pid: number) => {
    if (skip.has(pid)) return;
    const stat = byPid.get(pid);
    if (stat) cpu.set(pid, (stat.ticks * 1000) / TICKS_PER_SECOND);
    for (const child of children.get(pid) ?? []) visit(child.pid);
  };
  for (const root of roots) visit(root);
  return cpu;
}

/** What a process is: Chromium's `--type=` (renderer, gpu-process, utility...), else its command name. */
function processKind(pid: number): string {
  try {
    // Chromium rewrites its command line as one string: split on spaces too.
    const args = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split(/[\0 ]/);
    const type = args.find((arg) => arg.startsWith("--type="))?.slice("--type=".length);
    const service = args
      .find((arg) => arg.startsWith("--utility-sub-type="))
      ?.split(".")
      .at(-1);
    if (type) return service ? `${type} (${service})` : type;
    return path.basename(args[0] ?? "?");
  } catch {
    return "?";
  }
}

/** CPU milliseconds the trees spent between two readings of `treeCpuMs` (processes in both). */
export function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, ms] of after) sum += ms - (before.get(pid) ?? 0);
  return sum;
}

/** `cpuBetween` by process kind (`processKind`), read while the processes still run. */
export function cpuByKind(before: Map<number, number>, after: Map<number, number>): Map<string, number> {
  const kinds = new Map<string, number>();
  for (const [pid, ms] of after) {
    const kind = pid === process.pid ? "bench (Node)" : processKind(pid);
    kinds.set(kind, (kinds.get(kind) ?? 0) + ms - (before.get(pid) ?? 0));
  }
  return kinds;
}
