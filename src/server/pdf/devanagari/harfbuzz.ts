import { HARFBUZZ_WASM } from "./harfbuzz-wasm";

/** One glyph of shaped text, in font units; `cluster` is the UTF-16 index where its text begins. */
export interface ShapedGlyph {
  glyph: number;
  cluster: number;
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

/** HarfBuzz for one font: text to positioned glyphs, and a glyph's own advance width. */
export interface Shaper {
  unitsPerEm: number;
  shape(text: string): ShapedGlyph[];
  advance(glyph: number): number;
  has(codePoint: number): boolean;
}

/** The part of HarfBuzz's C API (harfbuzzjs's build) used here; pointers are numbers. */
interface HarfBuzzExports {
  memory: WebAssembly.Memory;
  __wasm_call_ctors(): void;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_get_upem(face: number): number;
  hb_font_create(face: number): number;
  hb_font_get_glyph_h_advance(font: number, glyph: number): number;
  hb_font_get_nominal_glyph(font: number, codePoint: number, glyph: number): number;
  hb_buffer_create(): number;
  hb_buffer_add_utf16(buffer: number, text: number, length: number, offset: number, itemLength: number): void;
  hb_buffer_guess_segment_properties(buffer: number): void;
  hb_shape(font: number, buffer: number, features: number, featureCount: number): void;
  hb_buffer_get_length(buffer: number): number;
  hb_buffer_get_glyph_infos(buffer: number, length: number): number;
  hb_buffer_get_glyph_positions(buffer: number, length: number): number;
  hb_buffer_destroy(buffer: number): void;
}

const READ_ONLY = 1;
/** hb_glyph_info_t and hb_glyph_position_t are five 32-bit fields each. */
const RECORD_WORDS = 5;

let instance: HarfBuzzExports | undefined;

/**
 * HarfBuzz's WebAssembly, compiled on first use (only documents with Devanagari text pay for it)
 * from bytes carried as a module, like the fonts: a function bundle has no file to find. It is
 * instantiated directly rather than through harfbuzzjs's loader, which reads the .wasm from beside
 * its own script when imported (docs/decisions/devanagari-text.md).
 */
function harfBuzz(): HarfBuzzExports {
  if (instance) return instance;
  const module = new WebAssembly.Module(Buffer.from(HARFBUZZ_WASM, "base64"));
  // Set once instantiated: HarfBuzz asks for more memory only after that.
  const heap: { memory?: WebAssembly.Memory } = {};
  const fail = () => {
    throw new Error("HarfBuzz aborted");
  };
  const system = {
    _abort_js: fail,
    proc_exit: fail,
    _emscripten_runtime_keepalive_clear: () => undefined,
    _setitimer_js: () => 0,
    emscripten_resize_heap: (size: number) => {
      const memory = heap.memory;
      if (!memory) return 0;
      const pages = Math.ceil((size - memory.buffer.byteLength) / 65_536);
      try {
        memory.grow(pages);
        return 1;
      } catch {
        return 0;
      }
    },
  };
  const exports = new WebAssembly.Instance(module, { env: system, wasi_snapshot_preview1: system })
    .exports as unknown as HarfBuzzExports;
  heap.memory = exports.memory;
  exports.__wasm_call_ctors();
  instance = exports;
  return exports;
}

/** A shaper for `font` (TrueType bytes), kept in HarfBuzz's memory for the life of the process. */
export function createShaper(font: Uint8Array): Shaper {
  const hb = harfBuzz();
  const data = hb.malloc(font.length);
  new Uint8Array(hb.memory.buffer, data, font.length).set(font);
  const face = hb.hb_face_create(hb.hb_blob_create(data, font.length, READ_ONLY, 0, 0), 0);
  const hbFont = hb.hb_font_create(face);
  const found = hb.malloc(4);
  return {
    unitsPerEm: hb.hb_face_get_upem(face),
    advance: (glyph) => hb.hb_font_get_glyph_h_advance(hbFont, glyph),
    has: (codePoint) => hb.hb_font_get_nominal_glyph(hbFont, codePoint, found) !== 0,
    shape(text) {
      const buffer = hb.hb_buffer_create();
      const units = hb.malloc(text.length * 2);
      try {
        const view = new Uint16Array(hb.memory.buffer, units, text.length);
        for (let index = 0; index < text.length; index++) view[index] = text.charCodeAt(index);
        hb.hb_buffer_add_utf16(buffer, units, text.length, 0, text.length);
        hb.hb_buffer_guess_segment_properties(buffer);
        hb.hb_shape(hbFont, buffer, 0, 0);
        const count = hb.hb_buffer_get_length(buffer);
        // Read after shaping: the memory may have grown, which replaces its buffer.
        const infos = new Uint32Array(hb.memory.buffer, hb.hb_buffer_get_glyph_infos(buffer, 0), count * RECORD_WORDS);
        const positions = new Int32Array(
          hb.memory.buffer,
          hb.hb_buffer_get_glyph_positions(buffer, 0),
          count * RECORD_WORDS,
        );
        return Array.from({ length: count }, (_, index) => {
          const at = index * RECORD_WORDS;
          return {
            glyph: infos[at] ?? 0,
            cluster: infos[at + 2] ?? 0,
            xAdvance: positions[at] ?? 0,
            xOffset: positions[at + 2] ?? 0,
            yOffset: positions[at + 3] ?? 0,
          };
        });
      } finally {
        hb.free(units);
        hb.hb_buffer_destroy(buffer);
      }
    },
  };
}
