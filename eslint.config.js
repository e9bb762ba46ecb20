// @ts-check
import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import tseslint from "typescript-eslint";
import { typescriptErrors } from "./scripts/lint/typescript-errors.js";

/** pdf-lib and fontkit: loaded on use through src/server/pdf/libraries.ts (docs/decisions/function-bundles.md). */
const PDF_LIBRARIES = ["pdf-lib", "@pdf-lib/fontkit"].map((name) => ({
  name,
  allowTypeImports: true,
  message:
    "Reach pdf-lib and fontkit through src/server/pdf/libraries.ts: a static import loads them at every cold start.",
}));

/** typescript-eslint's rules without types, and no type check: for files no TypeScript program holds. */
const WITHOUT_TYPES = {
  ...tseslint.configs.disableTypeChecked,
  rules: { ...tseslint.configs.disableTypeChecked.rules, "local/typescript-errors": /** @type {const} */ ("off") },
};

export default tseslint.config(
  {
    ignores: [
      "dist/",
      ".netlify/",
      ".astro/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "bench-results/",
      // Pagefind's own search script, as its build writes it (src/server/site-search/pagefind.d.ts).
      "src/server/site-search/pagefind.js",
      // Data the font scripts generate (scripts/fonts/): a font or a wasm module as one base64 string.
      "src/server/pdf/fonts/noto-*.ts",
      "src/server/pdf/devanagari/harfbuzz-wasm.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { local: { rules: { "typescript-errors": typescriptErrors } } },
    rules: {
      // The type check of every file linted with types (scripts/lint/typescript-errors.js).
      "local/typescript-errors": "error",
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      "@typescript-eslint/no-confusing-void-expression": [
        "error",
        { ignoreArrowShorthand: true, ignoreVoidReturningFunctions: true },
      ],
      // zod's `z` export is a whole namespace object, so a bundle that imports it keeps all of zod
      // (its locales included); `import * as z` lets the bundler keep only what the code uses
      // (docs/decisions/function-bundles.md).
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z']",
          message: 'Import zod as `import * as z from "zod"`: the `z` export carries all of zod into every bundle.',
        },
      ],
    },
  },
  ...astro.configs.recommended,
  {
    // .astro files get the rules that need no types; `astro check` type-checks them. Typed rules
    // would make typescript-eslint build the program again for each of them (about a second each,
    // the larger part of the lint's time), a second type check of what astro check already checks
    // (docs/decisions/test-layout.md).
    files: ["**/*.astro"],
    ...WITHOUT_TYPES,
    languageOptions: {
      parserOptions: { parser: tseslint.parser, extraFileExtensions: [".astro"], projectService: false, project: null },
    },
  },
  {
    // The <script> blocks of .astro files are linted as virtual files that no tsconfig includes:
    // without this their parse fails and ESLint drops them unseen.
    files: ["**/*.astro/*.ts", "**/*.astro/*.js"],
    ...WITHOUT_TYPES,
  },
  {
    // Code that runs in the browser (islands, client scripts, <script> blocks of .astro files) and
    // the domain rules it shares never import the server's code, which would ship it to visitors.
    files: [
      "src/islands/**/*.{ts,tsx}",
      "src/scripts/**/*.ts",
      "src/domain/**/*.ts",
      "src/**/*.astro/*.ts",
      "src/**/*.astro/*.js",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: String.raw`^(\.{1,2}/)+(.+/)?server(/|$)`,
              message: "Browser code and src/domain must not import src/server: move what both need to src/domain.",
            },
          ],
        },
      ],
    },
  },
  {
    // The PDF drawing code (pdf-lib, fontkit, the fonts) is imported where a PDF is drawn, with
    // `await import(...)`: a static import would make every call of the functions that reach the
    // importing module load it (docs/decisions/function-bundles.md).
    files: ["src/server/**/*.ts"],
    ignores: ["src/server/pdf/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: PDF_LIBRARIES,
          patterns: [
            {
              regex: String.raw`^(\.{1,2}/)+(.+/)?pdf(/|$)`,
              allowTypeImports: true,
              message: 'Import the PDF drawing code where a PDF is drawn: `await import("../pdf/...")`.',
            },
          ],
        },
      ],
    },
  },
  {
    // Inside the drawing code too, pdf-lib and fontkit come through libraries.ts: Netlify ships npm
    // packages beside a function's bundle and imports them at its top, lazily loaded module or not.
    files: ["src/server/pdf/**/*.ts"],
    ignores: ["src/server/pdf/libraries.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { paths: PDF_LIBRARIES }] },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    ...WITHOUT_TYPES,
    languageOptions: { globals: { process: "readonly" } },
  },
);
