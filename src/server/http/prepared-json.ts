import { gzipSync } from "node:zlib";

/**
 * A JSON answer prepared once and sent many times: its text, and its gzip once a client asks for
 * it. A list answer is made once per change of its collection (collection().preparedList), so a
 * warm instance sorts, serialises and compresses a large list once, not on every request.
 */
export class PreparedJson {
  readonly text: string;
  #gzip: Uint8Array<ArrayBuffer> | undefined;

  constructor(data: unknown) {
    // undefined has no JSON text: an answer with nothing in it has an empty body.
    this.text = data === undefined ? "" : JSON.stringify(data);
  }

  gzip(): Uint8Array<ArrayBuffer> {
    this.#gzip ??= new Uint8Array(gzipSync(this.text));
    return this.#gzip;
  }
}
