import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { memoryPages, validateXML } from "xmllint-wasm";

/**
 * Validation against the official XML schemas vendored under schemas/xsd/ (their README says where
 * each comes from), with libxml2's xmllint compiled to WebAssembly. Compiling a schema is the slow
 * part (about three seconds for Crossref's, which brings JATS and MathML), so a test file validates
 * all its documents in one run.
 */

const SCHEMAS = path.join(import.meta.dirname, "../../schemas/xsd");

export interface SchemaSet {
  main: { fileName: string; contents: string };
  preload: { fileName: string; contents: string }[];
}

/**
 * Every schema file of one folder of schemas/xsd/, under its path there, which is how the schemas
 * import each other. `main` names the schema to validate against, or gives one of the test's own
 * (placed in the folder) that imports several of them.
 */
export function schemaSet(folder: string, main: string | { fileName: string; contents: string }): SchemaSet {
  const root = path.join(SCHEMAS, folder);
  const files = readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".xsd"))
    .map((name) => ({
      fileName: name.split(path.sep).join("/"),
      contents: readFileSync(path.join(root, name), "utf8"),
    }));
  const mainFile = typeof main === "string" ? files.find((file) => file.fileName === main) : main;
  if (!mainFile)
    throw new Error(`No schema ${typeof main === "string" ? main : main.fileName} in schemas/xsd/${folder}.`);
  return { main: mainFile, preload: files.filter((file) => file !== mainFile) };
}

/** Each document's problems by its name: an empty list for a valid one. */
export async function validateAll(
  schemas: SchemaSet,
  documents: Record<string, string>,
): Promise<Record<string, string[]>> {
  const names = Object.keys(documents);
  const result = await validateXML({
    xml: names.map((name) => ({ fileName: name, contents: documents[name] ?? "" })),
    schema: [schemas.main],
    preload: schemas.preload,
    maxMemoryPages: memoryPages.GiB,
  });
  const lines = result.rawOutput.split("\n");
  return Object.fromEntries(
    names.map((name) => {
      if (lines.includes(`${name} validates`)) return [name, []];
      const problems = lines.filter((line) => line.startsWith(`${name}:`));
      return [name, problems.length > 0 ? problems : [`${name} did not validate:\n${result.rawOutput}`]];
    }),
  );
}
