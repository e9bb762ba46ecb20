import type Fontkit from "@pdf-lib/fontkit";
import type * as PdfLib from "pdf-lib";

/**
 * pdf-lib and fontkit, loaded when the first document is made or the first fonts embedded. Netlify
 * packages a function's npm packages as files beside its bundle, and the bundle imports them at its
 * top: a static import anywhere under src/server/pdf would load both (about 40 ms of CPU) at every
 * cold start of every function that can draw a PDF, whether or not the call draws one
 * (docs/decisions/function-bundles.md). The drawing code reaches them through `pdfLib()` and
 * `fontkit()`, which the async entry points (`newDocument`, `embedFamily`) have loaded first.
 */
interface PdfLibraries {
  pdfLib: typeof PdfLib;
  fontkit: typeof Fontkit;
}

let loaded: PdfLibraries | undefined;

export async function loadPdfLibraries(): Promise<PdfLibraries> {
  if (!loaded) {
    const [pdfLib, fontkit] = await Promise.all([import("pdf-lib"), import("@pdf-lib/fontkit")]);
    loaded = { pdfLib, fontkit: fontkit.default };
  }
  return loaded;
}

function libraries(): PdfLibraries {
  if (!loaded) throw new Error("The PDF libraries are loaded by newDocument() or embedFamily() first.");
  return loaded;
}

/** pdf-lib, once loaded. */
export const pdfLib = (): typeof PdfLib => libraries().pdfLib;

/** fontkit, once loaded. */
export const fontkit = (): typeof Fontkit => libraries().fontkit;
