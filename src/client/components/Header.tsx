import { lazy, Suspense } from "react";
import { Link } from "../router";
import { useAuth } from "../auth/AuthProvider";
import { useT } from "../i18n/I18nProvider";
import { Logo } from "./Logo";
import { ThemeToggle } from "./ThemeToggle";
import { buttonClasses } from "./ui/Button";

const SignedInControls = lazy(() => import("./account/SignedInControls"));

export function Header() {
  const t = useT("common");
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/80 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link to="/" className="rounded-lg text-foreground" aria-label={t("header.home")}>
          <Logo />
        </Link>
        <nav aria-label={t("header.nav")} className="flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          <AccountControls />
        </nav>
      </div>
    </header>
  );
}

function AccountControls() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <ReservedControls />;
  if (!isAuthenticated) return <SignedOutControls />;
  return (
    <Suspense fallback={<ReservedControls />}>
      <SignedInControls />
    </Suspense>
  );
}

/**
 * While the session (or the signed-in controls' chunk) loads, the signed-out controls hold their
 * place unseen (inert, hidden from assistive technology), so nothing in the header moves when the
 * real ones arrive.
 */
function ReservedControls() {
  return (
    <span className="invisible contents" aria-hidden="true" inert>
      <SignedOutControls />
    </span>
  );
}

function SignedOutControls() {
  const t = useT("common");
  return (
    <>
      <Link to="/signin" className={buttonClasses({ variant: "ghost", size: "sm" })}>
        {t("header.signIn")}
      </Link>
      <span className="hidden sm:contents">
        <Link to="/signup" className={buttonClasses({ size: "sm" })}>
          {t("header.getStarted")}
        </Link>
      </span>
    </>
  );
}
