import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { normalizePath } from "../shared/normalizePath";
import { useAuth } from "./auth/AuthProvider";
import { useSplash } from "./auth/useSplash";
import { RouteErrorBoundary } from "./components/ErrorBoundary";
import { Footer } from "./components/Footer";
import { Header } from "./components/Header";
import { ThemeToggle } from "./components/ThemeToggle";
import { ThemeToggleSlot } from "./components/themeToggleSlot";
import { LoadingScreen } from "./components/LoadingScreen";
import { PageMeta } from "./components/PageMeta";
import { Spinner } from "./components/ui/Spinner";
import { useT } from "./i18n/I18nProvider";
import Home, { preloadHome } from "./pages/Home";
import { Route, ScrollToTop, Switch, useLocation } from "./router";
import { useUserThemeSync } from "./theme/userTheme";

// Route-level code splitting: each page is its own chunk, loaded on first visit.
const SignIn = lazy(() => import("./pages/SignIn"));
const SignUp = lazy(() => import("./pages/SignUp"));
const LegalNotice = lazy(() => import("./pages/LegalNotice"));
const TermsOfService = lazy(() => import("./pages/TermsOfService"));
const loadRoom = () => import("./pages/Room");
const Room = lazy(loadRoom);
/** The room's code, fetched while the splash waits for the session (signed in or not, the room page shows). */
const preloadRoom = () => void loadRoom().catch(() => undefined);
const ForgotPassword = lazy(() => import("./pages/ForgotPassword"));
const ResetPassword = lazy(() => import("./pages/ResetPassword"));
const VerifyEmail = lazy(() => import("./pages/VerifyEmail"));
const NotFound = lazy(() => import("./pages/NotFound"));
const ConnectionBanner = lazy(() => import("./components/ConnectionBanner"));

/**
 * Header, page, footer; the page's meta tags; the signed-in user's theme. The layout waits for the
 * common words (the language's runtime is fetched beside the page's chunk), so the header's
 * controls arrive with it and never push its icons aside.
 */
function RootLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Layout>{children}</Layout>
    </Suspense>
  );
}

function Layout({ children }: { children: ReactNode }) {
  useUserThemeSync();
  const t = useT("common");
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta />
      <a
        href="#main"
        className="sr-only rounded-lg bg-surface px-4 py-2 text-sm font-medium shadow-raised focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        {t("layout.skip")}
      </a>
      <Header />
      {/* At least a screen tall (less the 4rem header): the footer starts below the fold, so the
          page that replaces the splash never moves it in or out of view (no layout shift). */}
      <main id="main" className="flex min-h-[calc(100dvh-4rem)] flex-1 flex-col">
        {/* A page that fails shows the error inside the layout, header and footer intact. */}
        <RouteErrorBoundary resetKey={pathname}>
          <ThemeToggleSlot.Provider value={ThemeToggle}>
            <Suspense fallback={<PageLoading />}>{children}</Suspense>
          </ThemeToggleSlot.Provider>
        </RouteErrorBoundary>
      </main>
      <Footer />
      <SignedInConnectionBanner />
      <ScrollToTop />
    </>
  );
}

/** The reconnecting notice, for signed-in people only (signed-out pages hold no live data). */
function SignedInConnectionBanner() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return null;
  return (
    <Suspense fallback={null}>
      <ConnectionBanner />
    </Suspense>
  );
}

function PageLoading() {
  const t = useT("common");
  return (
    <div className="flex flex-1 items-center justify-center py-24 text-muted-foreground">
      <Spinner label={t("layout.loadingPage")} className="size-6" />
    </div>
  );
}

/**
 * Pages that depend on who is signed in wait behind the loading screen (spec 2); `preload` fetches
 * the page's code meanwhile.
 */
function AuthGate({ children, preload }: { children: ReactNode; preload?: () => void }) {
  const splash = useSplash();
  useEffect(() => {
    if (splash) preload?.();
  }, [splash, preload]);
  return splash ? <LoadingScreen /> : children;
}

/** The spec's routes (section 2). src/shared/meta.ts must agree on which paths exist. */
export function Routes() {
  // The same paths as the server's: `/signin/` is `/signin`.
  const { pathname } = useLocation();
  return (
    <Switch location={normalizePath(pathname)}>
      <Route path="/">
        <AuthGate preload={preloadHome}>
          <Home />
        </AuthGate>
      </Route>
      <Route path="/signin">
        <AuthGate>
          <SignIn />
        </AuthGate>
      </Route>
      <Route path="/signup">
        <AuthGate>
          <SignUp />
        </AuthGate>
      </Route>
      <Route path="/room/:roomCode">
        <AuthGate preload={preloadRoom}>
          <Room />
        </AuthGate>
      </Route>
      <Route path="/forgot-password">
        <AuthGate>
          <ForgotPassword />
        </AuthGate>
      </Route>
      <Route path="/reset-password">
        <AuthGate>
          <ResetPassword />
        </AuthGate>
      </Route>
      <Route path="/verify-email">
        <AuthGate>
          <VerifyEmail />
        </AuthGate>
      </Route>
      <Route path="/legal-notice">
        <LegalNotice />
      </Route>
      <Route path="/terms-of-service">
        <TermsOfService />
      </Route>
      <Route>
        <NotFound />
      </Route>
    </Switch>
  );
}

export function App() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname} fullScreen>
      <RootLayout>
        <Routes />
      </RootLayout>
    </RouteErrorBoundary>
  );
}
