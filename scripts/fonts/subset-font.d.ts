// subset-font ships no types; this is the part scripts/fonts/pdf-fonts.ts uses.
declare module "subset-font" {
  interface SubsetOptions {
    targetFormat?: "sfnt" | "woff" | "woff2";
    noHinting?: boolean;
    noLayoutClosure?: boolean;
    keepFeatures?: string[];
    dropTables?: string[];
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
