// Lint: typescript-eslint's recommended rules, React hooks rules for the client, and the import
// boundaries of DESIGN.md section 1 (tests/lint-boundaries.test.ts proves they bite).
import { statSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
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

/** The engine's one face (src/server/live/index.ts): repeated in every no-restricted-imports set below, as a later set replaces an earlier one. */
const engineFace = {
  regex: "^(?:\\.\\.?\\/)+(?:src\\/)?(?:server\\/)?live\\/",
  message: "Import the live engine through its face (src/server/live/index.ts), not its files.",
};
const FEATURES = "(?:rooms|voting|queue|async|presence|users|auth|connections|trackers)";
/** A file inside another feature's folder, rather than its index.ts. */
const featureFace = {
  regex: `^(?:\\.\\.\\/)+(?:server\\/features\\/)?${FEATURES}\\/.+`,
  message: "Features (and plugins) import one another only through a feature's index.ts, its face.",
};
/** The arrows run plugins -> queue -> voting -> rooms -> presence -> engine: the room core sees no feature above it and no plugin. */
const roomsSeeNoFeature = {
  regex: "^(?:\\.\\.\\/)+(?:(?:voting|queue|async|auth)(?:\\/|$)|(?:\\.\\.\\/)*plugins\\/)",
  message: "features/rooms is the room core: it imports no other feature (only presence beneath it and users); voting, the queue and plugins register extensions instead.",
};
/** A Kysely statement against a table. */
const tableStatement = {
  selector: "CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]",
  message: "Statements against tables live only under a feature's (or plugin's) data/ folder: call a data function instead.",
};
const testFiles = ["**/*.test.ts", "**/*.test.tsx", "**/*.spec.ts", "tests/**", "bench/**", "scripts/**", "src/plugins/*/test/**", "src/client/sync/testing/**"];
const repoRoot = dirname(fileURLToPath(import.meta.url));
/** A path as the repository names it: "src/client/features/room/voting/VotingPanel". */
const repoPath = (absolute) => relative(repoRoot, absolute).split(sep).join("/");
const isDirectory = (path) => statSync(resolve(repoRoot, path), { throwIfNoEntry: false })?.isDirectory() ?? false;

/** Calls `check(node, target)` for each relative import, re-export and import() of a file, with its target resolved ("src/plugins/client"). */
function relativeImports(context, check) {
  const visit = (node) => {
    const specifier = node.source?.type === "Literal" ? node.source.value : null;
    if (typeof specifier === "string" && specifier.startsWith(".")) check(node, repoPath(resolve(dirname(context.filename), specifier)));
  };
  return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit, ImportExpression: visit };
}

// Import rules that need the import's target resolved against the file (a regex on the text
// cannot tell the client's plugin face, features/room/plugins, from src/plugins).
const app = {
  rules: {
    // A client feature's face is its index.ts: from outside the folder, import the folder.
    "feature-faces": {
      meta: { type: "problem", schema: [] },
      create: (context) =>
        relativeImports(context, (node, target) => {
          if (!target.startsWith("src/client/features/") || target.endsWith("/index") || isDirectory(target)) return;
          const feature = target.slice(0, target.lastIndexOf("/"));
          if (repoPath(context.filename).startsWith(`${feature}/`)) return;
          context.report({ node, message: `Import ${feature} through its face (its index.ts), not its file ${target}: client features import one another only through their faces.` });
        }),
    },
    // The core names no plugin: outside src/plugins only the app's root files import plugins, and only the plugin lists.
    "plugin-lists": {
      meta: { type: "problem", schema: [{ type: "array", items: { type: "string" } }] },
      create: (context) =>
        relativeImports(context, (node, target) => {
          if (!target.startsWith("src/plugins/") || (context.options[0] ?? []).includes(target)) return;
          context.report({
            node,
            message: `Outside src/plugins only the app's root files import plugins, and only the plugin lists (src/plugins/client.ts, server.ts, tables.ts): not ${target}.`,
          });
        }),
    },
  },
};

/**
 * The composition roots that read the plugin lists: the server's API registry, app context, schema
 * and migrations, and the room page on the client (the app's first download is at its budget).
 */
const pluginListReaders = ["src/client/pages/Room.tsx", "src/server/features/index.ts", "src/server/appContext.ts", "src/server/db/schema.ts", "src/server/db/migrate.ts"];

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
    rules: { "no-restricted-imports": ["error", { patterns: [engineFace] }] },
  },
  {
    // Features and plugins reach one another through a feature's index.ts only.
    files: ["src/server/features/**/*.ts", "src/plugins/**/*.{ts,tsx}"],
    ignores: [...testFiles, "src/server/features/index.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [engineFace, featureFace] }] },
  },
  {
    // The room core imports no other feature.
    files: ["src/server/features/rooms/**/*.ts"],
    ignores: testFiles,
    rules: { "no-restricted-imports": ["error", { patterns: [engineFace, featureFace, roomsSeeNoFeature] }] },
  },
  {
    // Statements against tables only under a data/ folder (of a feature or a plugin's server part).
    files: ["src/server/features/**/*.ts", "src/plugins/*/server/**/*.ts"],
    ignores: [...testFiles, "**/data/**", "**/migrations/**"],
    rules: { "no-restricted-syntax": ["error", ...noModuleState, tableStatement] },
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
    files: ["src/server/live/*.ts"],
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
  },  {
    // The same from the engine's own folders (transport/, migrations/): one more level up leaves it.
    files: ["src/server/live/*/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\.\\/\\.\\.\\/(?!\\.\\.\\/shared\\/|limits\\/)",
              message: "src/server/live is the generic engine: it imports only its own files, src/shared and src/server/limits, never the product.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}", "tests/**/*.{ts,tsx}"],
    plugins: { app },
    rules: { "app/feature-faces": "error" },
  },
  {
    // Tests may start a plugin's fakes; the lists' readers are the next block.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/plugins/**", "**/*.test.{ts,tsx}", ...pluginListReaders],
    plugins: { app },
    rules: { "app/plugin-lists": "error" },
  },
  {
    files: pluginListReaders,
    plugins: { app },
    rules: { "app/plugin-lists": ["error", ["src/plugins/client", "src/plugins/server", "src/plugins/tables"]] },
  },
);
