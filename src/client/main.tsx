import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { AuthProvider, takeOAuthCodeFromUrl } from "./auth/AuthProvider";
import { readTokens } from "./auth/tokenStorage";
import { AppErrorBoundary } from "./components/ErrorBoundary";
import { Toaster } from "./components/Toaster";
import { I18nProvider } from "./i18n/I18nProvider";
import { SyncClientLoader } from "./sync/loader";
import { SyncProvider } from "./sync/react";
import { ThemeProvider } from "./theme/ThemeProvider";
import "./styles.css";

// Before anything reads the URL: a GitHub code must not survive in history or a reload.
const oauthCode = takeOAuthCodeFromUrl();
// Loaded (and connected) when first needed: a stored session, signing in, a page with live data.
const loadAppClient = () => import("./lib/appClient");
const sync = new SyncClientLoader(() => loadAppClient().then((module) => module.createAppSyncClient()));
// A stored session (or a GitHub code) signs in at once: the session's code and the sync client's
// are fetched side by side, first, rather than one after the other (evaluated, nothing started).
if (oauthCode || readTokens()) {
  for (const load of [() => import("./auth/authSession"), loadAppClient]) void load().catch(() => undefined);
}

// Production builds only (the dev server's modules are not files a worker could keep), after load.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener("load", () => void import("./pwa/registerServiceWorker").then((pwa) => pwa.registerServiceWorker()));
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <AppErrorBoundary>
      <ThemeProvider>
        <I18nProvider>
          <SyncProvider loader={sync}>
            <AuthProvider client={sync} oauthCode={oauthCode}>
              <App />
            </AuthProvider>
          </SyncProvider>
        </I18nProvider>
        <Toaster />
      </ThemeProvider>
    </AppErrorBoundary>
  </StrictMode>,
);
