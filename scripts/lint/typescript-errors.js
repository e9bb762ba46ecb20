// @ts-check
import ts from "typescript";

/**
 * TypeScript's own errors, reported by ESLint for each file it lints with types, from the program
 * typescript-eslint has already built for the typed rules. With it the lint is the type check of
 * the TypeScript files, and `astro check` checks only what the lint cannot (the .astro files,
 * tsconfig.astro-check.json): one program for each file instead of two
 * (docs/decisions/test-layout.md). `npm run typecheck` still checks everything on its own.
 */

/** @typedef {import("eslint").Rule.RuleModule} RuleModule */

/** Programs whose errors that belong to no file (the compiler options, the global types) were reported. */
const programsReported = new WeakSet();

/** @type {RuleModule} */
export const typescriptErrors = {
  meta: {
    type: "problem",
    docs: { description: "TypeScript's errors in the file, as `tsc --noEmit` reports them" },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        const program = /** @type {ts.Program | null | undefined} */ (context.sourceCode.parserServices?.program);
        const sourceFile = program?.getSourceFile(context.physicalFilename);
        if (!program || !sourceFile) {
          // Silence here would be a file that is never type-checked.
          context.report({ node, message: "No TypeScript program includes this file, so it is not type-checked." });
          return;
        }
        const diagnostics = [
          ...program.getSyntacticDiagnostics(sourceFile),
          ...program.getSemanticDiagnostics(sourceFile),
        ];
        if (!programsReported.has(program)) {
          programsReported.add(program);
          diagnostics.push(
            ...program.getConfigFileParsingDiagnostics(),
            ...program.getOptionsDiagnostics(),
            ...program.getGlobalDiagnostics(),
          );
        }
        for (const diagnostic of diagnostics) {
          if (diagnostic.category !== ts.DiagnosticCategory.Error) continue;
          const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n");
          const message = `TS${String(diagnostic.code)}: ${text}`;
          if (diagnostic.file !== sourceFile || diagnostic.start === undefined) {
            // The project's own errors (its compiler options, its global types), told with the first file linted.
            context.report({ node, message: `${message} (the project, not this file)` });
            continue;
          }
          const end = diagnostic.start + (diagnostic.length ?? 0);
          const at = (/** @type {number} */ position) => {
            const { line, character } = sourceFile.getLineAndCharacterOfPosition(position);
            return { line: line + 1, column: character };
          };
          context.report({ loc: { start: at(diagnostic.start), end: at(end) }, message });
        }
      },
    };
  },
};
