import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/** Caches tools keep in node_modules: a copy gets its own, so its build never reads another's. */
const CACHE_FOLDERS = new Set([".astro", ".vite", ".cache"]);

/**
 * The checkout as a clone has it (tracked files plus new ones not ignored: no dist/, no .netlify/,
 * no store), in a folder of its own, so netlify-cli builds it from scratch, keeps its store apart
 * and leaves this checkout's build and stores alone. node_modules is shared package by package
 * through links.
 */
export async function copyCheckout(root: string): Promise<{ path: string; remove: () => Promise<void> }> {
  const copy = await mkdtemp(path.join(tmpdir(), "society-deploy-smoke-"));
  const remove = () => rm(copy, { recursive: true, force: true });
  try {
    const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
      cwd: root,
      encoding: "utf8",
    });
    const files = listed.split("\0").filter((file) => file !== "" && existsSync(path.join(root, file)));
    for (const file of files) {
      await mkdir(path.dirname(path.join(copy, file)), { recursive: true });
      await cp(path.join(root, file), path.join(copy, file));
    }
    await mkdir(path.join(copy, "node_modules"));
    for (const entry of await readdir(path.join(root, "node_modules"))) {
      if (CACHE_FOLDERS.has(entry)) continue;
      await symlink(path.join(root, "node_modules", entry), path.join(copy, "node_modules", entry));
    }
    return { path: copy, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
