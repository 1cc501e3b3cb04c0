// The front end: index.html at the repo root, src/client/main.tsx, built into dist/client.
// Dev (`npm run dev`): this server on :3000 proxies /api (HTTP and the /api/sync WebSocket) to the API on :3001.
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { i18nCatalogues } from "./scripts/build/i18nCatalogues";
import { precompress } from "./scripts/build/precompress";
import { serviceWorker } from "./scripts/build/serviceWorker";

const API_TARGET = process.env.API_TARGET ?? "http://127.0.0.1:3001";

export default defineConfig({
  root: ".",
  plugins: [i18nCatalogues(), react(), tailwindcss(), serviceWorker(), precompress()],
  resolve: {
    alias: {
      // wouter's shim for React < 18; React 19 has the hook itself (saves the shim's bytes on every page).
      "use-sync-external-store/shim/index.js": "react",
    },
  },
  build: {
    outDir: "dist/client",
    // Every browser we serve supports <link rel="modulepreload">: no polyfill in the first download.
    modulePreload: { polyfill: false },
    emptyOutDir: true,
    target: "es2022",
    // .vite/manifest.json: which chunks each route loads (the bundle budget check reads it).
    manifest: true,
    rolldownOptions: {
      output: {
        // Pages are lazy-loaded chunks; React and the router stay in one cached vendor chunk
        // instead of being copied into whichever route chunk happens to need them first.
        codeSplitting: {
          // A group holds only the modules it names, not what they import: "forms" must not pull the
          // app shell (the button, the auth provider) out of the first chunk.
          includeDependenciesRecursively: false,
          groups: [
            {
              name: "react",
              // Every page also needs the bundler's runtime and Vite's preload helper: with React,
              // not as two more tiny files of the first download.
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|wouter|regexparam)[\\/]|^\0(vite\/preload-helper|rolldown\/runtime)\.js$/,
            },
            {
              name: "forms",
              // The small modules the sign-in and sign-up pages share (the card, the GitHub button, the
              // fields, the password form and its errors): one file instead of a dozen tiny ones, each
              // of which costs the first download its own gzip frame and import lines.
              test: /src[\\/](client[\\/](components[\\/](auth[\\/](AuthLayout|GithubButton|usePasswordForm|formErrors)|ui[\\/](Alert|Field|Label|Input))|auth[\\/]redirect)|shared[\\/]messages[\\/]auth)\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      "/api": { target: API_TARGET, ws: true },
    },
  },
});
