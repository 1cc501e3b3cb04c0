import { LogOut } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "../router";
import { useAuth, useAuthActions } from "../auth/AuthProvider";
import { useCurrentUser } from "../auth/useCurrentUser";
import { AccountMenu } from "./account/AccountMenu";
import { Logo } from "./Logo";
import { ThemeToggle } from "./ThemeToggle";
import { Avatar } from "./ui/Avatar";
import { Button, buttonClasses } from "./ui/Button";

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/80 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link to="/" className="rounded-lg text-foreground" aria-label="Planning Poker home">
          <Logo />
        </Link>
        <nav aria-label="Account" className="flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          <AccountControls />
        </nav>
      </div>
    </header>
  );
}

function AccountControls() {
  const { isLoading, isAuthenticated } = useAuth();
  // While the session loads, the signed-out controls hold their place unseen (inert, hidden from
  // assistive technology), so nothing in the header moves when the real ones arrive.
  if (isLoading) {
    return (
      <span className="invisible contents" aria-hidden="true" inert>
        <SignedOutControls />
      </span>
    );
  }
  return isAuthenticated ? <SignedInControls /> : <SignedOutControls />;
}

function SignedInControls() {
  const user = useCurrentUser();
  const { signOut } = useAuthActions();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const onSignOut = async () => {
    setBusy(true);
    try {
      await signOut();
      await navigate("/");
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {user && (
        // Below 400 px the account menu alone stands for the user, so the header fits 360 px.
        <span className="hidden min-w-0 items-center gap-2 pl-1 min-[400px]:flex" data-testid="current-user">
          <Avatar name={user.name} image={user.image} />
          <span className="hidden max-w-40 truncate text-sm font-medium sm:inline">{user.name}</span>
        </span>
      )}
      <AccountMenu />
      <Button variant="outline" size="sm" onClick={onSignOut} busy={busy} className="ml-1" title="Sign Out">
        {!busy && <LogOut aria-hidden="true" />}
        {/* Icon-only on narrow phones; the name stays for screen readers. */}
        <span className="sr-only sm:not-sr-only">Sign Out</span>
      </Button>
    </>
  );
}

function SignedOutControls() {
  return (
    <>
      <Link to="/signin" className={buttonClasses({ variant: "ghost", size: "sm" })}>
        Sign In
      </Link>
      <span className="hidden sm:contents">
        <Link to="/signup" className={buttonClasses({ size: "sm" })}>
          Get Started
        </Link>
      </span>
    </>
  );
}
