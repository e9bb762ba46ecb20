import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ESLint } from "eslint";
import ts from "typescript";
import tseslint from "typescript-eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { typescriptErrors } from "../../scripts/lint/typescript-errors.js";

/**
 * `npm test` type-checks each file once: the lint reports TypeScript's errors in every file it
 * lints with types, and `astro check` checks the rest (tsconfig.astro-check.json). Proven here:
 * the lint's rule reports them, and no file that `tsc` would check falls between the two.
 */

const root = path.resolve(import.meta.dirname, "../..");
const astroFiles = [{ extension: "astro", isMixedContent: true, scriptKind: ts.ScriptKind.Deferred }];

function filesOf(tsconfig: string): string[] {
  const file = path.join(root, tsconfig);
  const read = ts.readConfigFile(file, (name) => ts.sys.readFile(name));
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, "\n"));
  const config: unknown = read.config;
  return ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, file, undefined, astroFiles).fileNames;
}

/** tsc checks a JavaScript file only if it asks to be (`checkJs` is off). */
async function typeChecked(file: string): Promise<boolean> {
  if (!/\.[cm]?js$/.test(file)) return true;
  return /^\s*\/\/ @ts-check/.test(await readFile(file, "utf8"));
}

describe("the lint's TypeScript errors rule", () => {
  let folder: string;
  /** ESLint with the rule, given a project service or not. */
  const eslintWith = (projectService: boolean) =>
    new ESLint({
      cwd: folder,
      overrideConfigFile: true,
      overrideConfig: [
        {
          files: ["**/*.ts"],
          languageOptions: {
            parser: tseslint.parser,
            parserOptions: projectService ? { projectService, tsconfigRootDir: folder } : {},
          },
          plugins: { local: { rules: { "typescript-errors": typescriptErrors } } },
          rules: { "local/typescript-errors": "error" },
        },
      ],
    });
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "type-errors-rule-"));
    await writeFile(
      path.join(folder, "tsconfig.json"),
      JSON.stringify({ compilerOptions: { strict: true, noEmit: true, noUnusedLocals: true }, include: ["in-*.ts"] }),
    );
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  async function lint(name: string, text: string, projectService = true) {
    const file = path.join(folder, name);
    await writeFile(file, text);
    const [result] = await eslintWith(projectService).lintFiles([file]);
    return (result?.messages ?? []).map(({ line, column, message }) => ({ line, column, message }));
  }

  it("reports each error where TypeScript places it, with its code", async () => {
    expect(await lint("in-wrong.ts", 'export const count: number = "two";\nconst unused = 1;\n')).toEqual([
      { line: 1, column: 14, message: "TS2322: Type 'string' is not assignable to type 'number'." },
      { line: 2, column: 7, message: "TS6133: 'unused' is declared but its value is never read." },
    ]);
  });

  it("reports nothing for a file without errors", async () => {
    expect(await lint("in-right.ts", "export const count: number = 2;\n")).toEqual([]);
  });

  it("refuses a file linted without a program, rather than pass it unchecked", async () => {
    expect(await lint("in-unchecked.ts", "export const count = 2;\n", false)).toEqual([
      { line: 1, column: 1, message: "No TypeScript program includes this file, so it is not type-checked." },
    ]);
  });
});

/** ESLint's comment that turns rules off, written in two parts so this file does not hold one itself. */
const DISABLE = ["eslint", "disable"].join("-");
/** Such a comment that names no rule, or this one: it would hide TypeScript's errors from `npm test`. */
const HIDES_TYPE_ERRORS = new RegExp(
  `${DISABLE}(?:-next-line|-line)?(?:\\s*(?:--|\\*/|$)|[^\\n]*local/typescript-errors)`,
  "m",
);

/** Every file of the project's program, as `tsc` and `astro check` see it. */
const PROJECT_FILES = filesOf("tsconfig.json");

describe("npm test's type check", () => {
  it("is not turned off by ESLint comments (a type error is silenced with @ts-expect-error)", async () => {
    const hiding: string[] = [];
    for (const file of PROJECT_FILES) {
      if (!file.endsWith(".astro") && HIDES_TYPE_ERRORS.test(await readFile(file, "utf8"))) {
        hiding.push(path.relative(root, file));
      }
    }
    expect(hiding).toEqual([]);
    expect(HIDES_TYPE_ERRORS.test(`// ${DISABLE}-next-line\nconst a = 1;`)).toBe(true);
    expect(HIDES_TYPE_ERRORS.test(`/* ${DISABLE} */`)).toBe(true);
    expect(HIDES_TYPE_ERRORS.test(`// ${DISABLE}-next-line -- why`)).toBe(true);
    expect(HIDES_TYPE_ERRORS.test(`// ${DISABLE}-line local/typescript-errors`)).toBe(true);
    expect(HIDES_TYPE_ERRORS.test(`// ${DISABLE}-next-line @typescript-eslint/no-explicit-any -- why`)).toBe(false);
  });

  it("covers every file tsc checks, by the lint or by astro check", async () => {
    const eslint = new ESLint({ cwd: root });
    const byAstroCheck = new Set(filesOf("tsconfig.astro-check.json"));
    const missed: string[] = [];
    for (const file of PROJECT_FILES) {
      if (byAstroCheck.has(file) || !(await typeChecked(file))) continue;
      const linted = !(await eslint.isPathIgnored(file));
      const config = (linted ? await eslint.calculateConfigForFile(file) : undefined) as
        { rules?: Record<string, unknown> } | undefined;
      const rule = config?.rules?.["local/typescript-errors"];
      const severity = Array.isArray(rule) ? (rule[0] as unknown) : rule;
      if (severity !== 2 && severity !== "error") missed.push(path.relative(root, file));
    }
    expect(missed).toEqual([]);
    // The .astro files are astro check's alone: the lint has no types for them.
    expect([...byAstroCheck].filter((file) => file.endsWith(".astro")).length).toBeGreaterThan(50);
  });
});
