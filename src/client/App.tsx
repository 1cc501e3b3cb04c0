import { lazy, Suspense, useState } from "react";
import { createBrowserRouter, Outlet, RouterProvider, ScrollRestoration, type RouteObject } from "react-router";
import { useSplash } from "./auth/useSplash";
import { ConnectionBanner } from "./components/ConnectionBanner";
import { RouteErrorScreen } from "./components/ErrorBoundary";
import { Footer } from "./components/Footer";
import { Header } from "./components/Header";
import { LoadingScreen } from "./components/LoadingScreen";
import { PageMeta } from "./components/PageMeta";
import { Spinner } from "./components/ui/Spinner";
import Home from "./pages/Home";
import NotFound from "./pages/NotFound";
import { useUserThemeSync } from "./theme/userTheme";

// Route-level code splitting: each page is its own chunk, loaded on first visit.
const SignIn = lazy(() => import("./pages/SignIn"));
const SignUp = lazy(() => import("./pages/SignUp"));
const LegalNotice = lazy(() => import("./pages/LegalNotice"));
const TermsOfService = lazy(() => import("./pages/TermsOfService"));
const Room = lazy(() => import("./pages/Room"));
const ForgotPassword = lazy(() => import("./pages/ForgotPassword"));
const ResetPassword = lazy(() => import("./pages/ResetPassword"));
const VerifyEmail = lazy(() => import("./pages/VerifyEmail"));

/** Header, page, footer; the page's meta tags; the signed-in user's theme. */
function RootLayout() {
  useUserThemeSync();
  return (
    <>
      <PageMeta />
      <a
        href="#main"
        className="sr-only rounded-lg bg-surface px-4 py-2 text-sm font-medium shadow-raised focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" className="flex flex-1 flex-col">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ConnectionBanner />
      <ScrollRestoration />
    </>
  );
}

function PageLoading() {
  return (
    <div className="flex flex-1 items-center justify-center py-24 text-muted-foreground">
      <Spinner label="Loading page" className="size-6" />
    </div>
  );
}

/** Pages that depend on who is signed in wait behind the loading screen (spec 2). */
function AuthGate() {
  return useSplash() ? <LoadingScreen /> : <Outlet />;
}

/** The spec's routes (section 2). src/shared/meta.ts must agree on which paths exist. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen fullScreen />,
    children: [
      {
        // A page that fails shows the error inside the layout, header and footer intact.
        errorElement: <RouteErrorScreen />,
        children: [
          {
            element: <AuthGate />,
            children: [
              { index: true, element: <Home /> },
              { path: "signin", element: <SignIn /> },
              { path: "signup", element: <SignUp /> },
              { path: "room/:roomCode", element: <Room /> },
              { path: "forgot-password", element: <ForgotPassword /> },
              { path: "reset-password", element: <ResetPassword /> },
              { path: "verify-email", element: <VerifyEmail /> },
            ],
          },
          { path: "legal-notice", element: <LegalNotice /> },
          { path: "terms-of-service", element: <TermsOfService /> },
          { path: "*", element: <NotFound /> },
        ],
      },
    ],
  },
];

export function App() {
  // Created on mount, not at import, so main.tsx can tidy the URL (GitHub's ?code=) first.
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
