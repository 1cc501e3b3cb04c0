import { Link } from "../router";

export function Footer() {
  return (
    <footer className="border-t border-border/70">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:px-6">
        <p>© {new Date().getFullYear()} Planning Poker. Estimate together, ship with confidence.</p>
        <nav aria-label="Legal" className="flex items-center gap-5">
          <Link to="/legal-notice" className="rounded hover:text-foreground hover:underline underline-offset-4">
            Legal Notice
          </Link>
          <Link to="/terms-of-service" className="rounded hover:text-foreground hover:underline underline-offset-4">
            Terms of Service
          </Link>
        </nav>
      </div>
    </footer>
  );
}
