import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { AuthProvider, takeOAuthCodeFromUrl } from "./auth/AuthProvider";
import { AppErrorBoundary } from "./components/ErrorBoundary";
import { Toaster } from "./components/Toaster";
import { getSessionId } from "./session/sessionId";
import { SyncClient } from "./sync/client";
import { SyncProvider } from "./sync/react";
import { ThemeProvider } from "./theme/ThemeProvider";
import "./styles.css";

// Before anything reads the URL: a GitHub code must not survive in history or a reload.
const oauthCode = takeOAuthCodeFromUrl();
const client = new SyncClient({ sessionId: getSessionId() });

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <AppErrorBoundary>
      <ThemeProvider>
        <SyncProvider client={client}>
          <AuthProvider client={client} oauthCode={oauthCode}>
            <App />
          </AuthProvider>
        </SyncProvider>
        <Toaster />
      </ThemeProvider>
    </AppErrorBoundary>
  </StrictMode>,
);
