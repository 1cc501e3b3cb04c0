// Lint: typescript-eslint's recommended rules, React hooks rules for the client, and the import
// boundaries of DESIGN.md section 1 (tests/lint-boundaries.test.ts proves they bite).
import { builtinModules } from "node:module";
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** A relative import that climbs out of its source root into src/<root> (e.g. `../server/db`, `../../client`). */
const intoRoot = (root) => `^(?:\\.\\.\\/)+(?:src\\/)?${root}(?:\\/|$)`;

/** Declarations at the top of a module, exported or not. */
const topLevel = ":matches(Program, Program > ExportNamedDeclaration) > VariableDeclaration";
/** A declarator the compiler keeps read-only: `const x: ReadonlyMap<...>` / `ReadonlySet<...>`. */
const readonlyTyped = "[id.typeAnnotation.typeAnnotation.typeName.name=/^Readonly(Map|Set|Array)$/]";
const moduleStateMessage =
  "No module-level mutable state in src/server or src/shared: hang it off the app context (ctx.app) or a per-call object. " +
  "Constants are fine as `as const`, Object.freeze(...), or a ReadonlyMap/ReadonlySet-typed const.";
// The CONTRIBUTING rule "no module-level mutable state", made mechanical (tests/lint-module-state.test.ts proves it bites).
const noModuleState = [
  { selector: `${topLevel}[kind=/^(let|var)$/]`, message: moduleStateMessage },
  // Any object built with `new` (Map, Set, caches, counters) unless it is stateless or typed read-only.
  { selector: `${topLevel} > VariableDeclarator:not(${readonlyTyped}) > NewExpression.init:not([callee.name=/^(RegExp|TextEncoder|TextDecoder|URL)$/])`, message: moduleStateMessage },
  // Array and object literals are mutable unless `as const` or frozen; `satisfies` and `as T` do not make them read-only.
  { selector: `${topLevel} > VariableDeclarator:not(${readonlyTyped}) > :matches(ArrayExpression, ObjectExpression).init`, message: moduleStateMessage },
  { selector: `${topLevel} > VariableDeclarator > TSSatisfiesExpression.init > :matches(ArrayExpression, ObjectExpression).expression`, message: moduleStateMessage },
  { selector: `${topLevel} > VariableDeclarator > TSAsExpression.init:not([typeAnnotation.typeName.name="const"]) > :matches(ArrayExpression, ObjectExpression).expression`, message: moduleStateMessage },
];

export default defineConfig(
  { ignores: ["dist/", "node_modules/", "data/", "test-results/", "playwright-report/", ".tmp/", "bench/results/"] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    rules: {
      // The function runtime's generics (FunctionReference<any, infer A, any>, Kysely<any>) need `any` in
      // type positions; values are checked by zod at the boundary instead.
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  {
    // Integration tests call functions typed by their definitions (tests/support/typedCalls.ts), and so do
    // the helpers they call through: no `any` there (tests/lint-typed-tests.test.ts proves it bites).
    files: [
      "**/*.int.test.ts",
      "tests/support/{typedCalls,roomsApi,votingApi,queueApi,liveQuery,users,roomOfPeople}.ts",
      "src/plugins/*/test/*Api.ts",
    ],
    rules: { "@typescript-eslint/no-explicit-any": "error" },
  },
  {
    files: ["src/server/**/*.ts", "src/shared/**/*.ts", "src/plugins/*/server/**/*.ts", "src/plugins/*/shared/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: { "no-restricted-syntax": ["error", ...noModuleState] },
  },
  {
    files: ["public/**/*.js"],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ["scripts/build/serviceWorker.template.js"],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ["src/client/**/*.{ts,tsx}", "src/plugins/*/client/**/*.{ts,tsx}"],
    languageOptions: { globals: globals.browser },
    extends: [reactHooks.configs["recommended-latest"]],
  },
  {
    // Shared code is isomorphic and pure: nothing from the server, the client or Node.
    files: ["src/shared/**/*.{ts,tsx}", "src/plugins/*/shared/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: builtinModules.map((name) => ({ name, message: "src/shared runs in the browser too: no Node built-ins." })),
          patterns: [
            { regex: intoRoot("server"), message: "src/shared may not import from src/server." },
            { regex: intoRoot("client"), message: "src/shared may not import from src/client." },
            { regex: "^node:", message: "src/shared runs in the browser too: no Node built-ins." },
          ],
        },
      ],
    },
  },
  {
    // The client may see the server's types (the `api` registry), never its code.
    files: ["src/client/**/*.{ts,tsx}", "src/plugins/*/client/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: intoRoot("server"),
              allowTypeImports: true,
              message: "src/client may import from src/server only with `import type`.",
            },
          ],
        },
      ],
    },
  },
  {
    // The engine has one face: outside src/server/live only its index.ts is imported. The generic
    // limits sit beneath the engine (it imports them), so they reach its files, not its face.
    files: ["**/*.{ts,tsx}"],
    ignores: ["src/server/live/**", "src/server/limits/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?:\\.\\.?\\/)+(?:src\\/)?(?:server\\/)?live\\/",
              message: "Import the live engine through its face (src/server/live/index.ts), not its files.",
            },
          ],
        },
      ],
    },
  },
  {
    // The sync client is generic (it could be lifted out): it imports only its own files and src/shared.
    files: ["src/client/sync/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "src/client/sync/testing/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\.\\/(?!\\.\\.\\/shared\\/)",
              message: "src/client/sync is the generic sync client: it imports only its own files and src/shared, nothing of the app.",
            },
          ],
        },
      ],
    },
  },
  {
    // The engine knows no product: it may use its own files, src/shared and the generic limits.
    files: ["src/server/live/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\.\\/(?!\\.\\.\\/shared\\/|limits\\/)",
              message: "src/server/live is the generic engine: it imports only its own files, src/shared and src/server/limits, never the product.",
            },
          ],
        },
      ],
    },
  },
);
