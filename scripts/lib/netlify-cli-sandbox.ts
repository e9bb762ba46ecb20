import { BlobsServer } from "@netlify/blobs/server";
import { patchForAtomicity } from "./blobs-sandbox";

/**
 * Preloaded into netlify-cli's process (see netlify-cli.ts). netlify-cli runs the stock Blobs
 * sandbox, whose reads carry no etag, so the store could not guard a read-modify-write and refuses
 * it. Patched here, every sandbox the CLI starts (the build's and the functions') keeps the same
 * promises as the one `npm start` runs: etags on reads, atomic conditional writes, 304 for a
 * current etag. The CLI loads this same @netlify/blobs module, so patching its class reaches them.
 */
// eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the server as `this`
const start = BlobsServer.prototype.start;
BlobsServer.prototype.start = function startPatched(this: BlobsServer) {
  patchForAtomicity(this as unknown as Parameters<typeof patchForAtomicity>[0]);
  return start.call(this);
};
