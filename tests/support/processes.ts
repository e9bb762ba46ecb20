import { readdir, readFile } from "node:fs/promises";

export interface RunningProcess {
  pid: number;
  parent: number;
  group: number;
  /** The command line, its arguments joined by spaces. */
  command: string;
}

/** Every process of the machine that runs (zombies left out), from /proc. */
export async function runningProcesses(): Promise<RunningProcess[]> {
  const found: RunningProcess[] = [];
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
    // Fields after the parenthesised command: state ppid pgrp ...
    const [state, parent, group] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (!state || state === "Z") continue;
    const command = await readFile(`/proc/${entry}/cmdline`, "utf8").catch(() => "");
    found.push({
      pid: Number(entry),
      parent: Number(parent),
      group: Number(group),
      command: command.replace(/\0/g, " "),
    });
  }
  return found;
}
