import { accessSync, constants, statfsSync } from "node:fs";
import { mkdir, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/** Linux's number for a tmpfs file system (statfs(2)). */
const TMPFS = 0x01021994;
/** Far more than a unit run's stores take (tens of MB): a small /dev/shm (a container's 64 MB) is passed over. */
const ENOUGH_BYTES = 1024 ** 3;

/**
 * Where the unit tests keep their Blobs stores: in memory (/dev/shm) when the machine has a tmpfs
 * there with room, else in the system's temporary folder. Every store write creates a file, renames
 * it into place and writes its metadata beside it; on the disk the kernel's share of that was about
 * a sixth of the unit run's CPU (docs/decisions/test-layout.md). Only stores: an Astro build renames
 * its files into its output folder, which must be on the checkout's file system (checkoutFolder, below).
 */
function storeRoot(): string {
  try {
    accessSync("/dev/shm", constants.W_OK);
    const { type, bavail, bsize } = statfsSync("/dev/shm");
    if (type === TMPFS && bavail * bsize >= ENOUGH_BYTES) return "/dev/shm";
  } catch {
    // No /dev/shm here.
  }
  return tmpdir();
}

export const STORE_ROOT = storeRoot();

/** A new, empty folder for a store, named with `prefix` and a random part. */
export const storeFolder = (prefix: string): Promise<string> => mkdtemp(path.join(STORE_ROOT, prefix));

const checkout = path.resolve(import.meta.dirname, "../..");

/**
 * A new, empty folder under the checkout's `.netlify/`, named with `prefix` and a random part, for
 * what a build writes into: Astro moves its output from the checkout's `.astro/` with rename, which
 * fails across file systems (a temporary folder in memory).
 */
export async function checkoutFolder(prefix: string): Promise<string> {
  await mkdir(path.join(checkout, ".netlify"), { recursive: true });
  return mkdtemp(path.join(checkout, ".netlify", prefix));
}
