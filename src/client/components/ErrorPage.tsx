import { AlertTriangle, ArrowLeft, FileQuestion, Home, RotateCw, ServerCrash, ShieldAlert, WifiOff, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { PAGES_MESSAGES } from "../../shared/messages/pages";
import { useOptionalT } from "../i18n/helpers";
import { Button, buttonClasses } from "./ui/Button";
import { cn } from "./ui/cn";

export type ErrorPreset = "notFound" | "server" | "network" | "unauthorized" | "generic";

interface PresetContent {
  code: string;
  title: string;
  description: string;
  icon: LucideIcon;
  /** The preset's words in the errors catalogue (the English above is what shows without one). */
  ids: { code?: string; title: string; description: string };
}

/** The error page presets of spec section 2. */
export const ERROR_PRESETS: Record<ErrorPreset, PresetContent> = {
  notFound: {
    code: "404",
    title: PAGES_MESSAGES.notFoundTitle,
    description: "The page you are looking for does not exist or has moved. Check the address, or head back to familiar ground.",
    icon: FileQuestion,
    ids: { title: "notFound.title", description: "notFound.description" },
  },
  server: {
    code: "500",
    title: PAGES_MESSAGES.serverErrorTitle,
    description: "Something went wrong on our side. Please try again in a moment.",
    icon: ServerCrash,
    ids: { title: "server.title", description: "server.description" },
  },
  network: {
    code: "Offline",
    title: PAGES_MESSAGES.connectionErrorTitle,
    description: "We could not reach the server. Check your internet connection and try again.",
    icon: WifiOff,
    ids: { code: "network.code", title: "network.title", description: "network.description" },
  },
  unauthorized: {
    code: "403",
    title: PAGES_MESSAGES.accessDeniedTitle,
    description: "You do not have permission to view this page. Sign in with an account that has access, or go back.",
    icon: ShieldAlert,
    ids: { title: "unauthorized.title", description: "unauthorized.description" },
  },
  generic: {
    code: "Error",
    title: PAGES_MESSAGES.genericErrorTitle,
    description: "An unexpected error occurred. Please try again.",
    icon: AlertTriangle,
    ids: { code: "generic.code", title: "generic.title", description: "generic.description" },
  },
};

export interface ErrorPageProps {
  preset?: ErrorPreset;
  title?: string;
  description?: string;
  /** Technical detail (an error message), folded away by default. */
  details?: string;
  /** The top-level "Unexpected Application Error!" screen: its title and explanation (for the preset's kind). */
  unexpected?: boolean;
  className?: string;
}

/** A full error screen with Try Again (reload), Go Back (history) and Home. */
export function ErrorPage({ preset = "generic", title, description, details, unexpected = false, className }: ErrorPageProps) {
  const content = ERROR_PRESETS[preset];
  const t = useOptionalT("errorPages");
  const code = t && content.ids.code ? t(content.ids.code) : content.code;
  let shownTitle = title ?? (t ? t(content.ids.title) : content.title);
  let shownDescription = description ?? (t ? t(content.ids.description) : content.description);
  if (unexpected && t) {
    shownTitle = t("unexpected.title");
    shownDescription = preset === "network" ? t("unexpected.network") : t("unexpected.generic");
  }
  return (
    <ErrorScreen icon={content.icon} code={code} title={shownTitle} description={shownDescription} className={className}>
      {details && (
        <details className="mt-5 w-full rounded-lg border border-border bg-muted/60 p-3 text-left text-sm">
          <summary className="cursor-pointer font-medium">{t ? t("details") : "Technical details"}</summary>
          <pre className="mt-2 overflow-x-auto text-xs whitespace-pre-wrap break-words text-muted-foreground">{details}</pre>
        </details>
      )}
      <ErrorActions />
    </ErrorScreen>
  );
}

export interface ErrorScreenProps {
  icon: LucideIcon;
  code: string;
  title: string;
  description: ReactNode;
  className?: string;
  /** What a person can do next (buttons, details). */
  children?: ReactNode;
}

/** The layout every error screen shares: icon, code, title, explanation, then the way out. */
export function ErrorScreen({ icon: Icon, code, title, description, className, children }: ErrorScreenProps) {
  return (
    <section className={cn("flex flex-1 items-center justify-center px-4 py-16 sm:py-24", className)} aria-labelledby="error-title">
      <div className="flex w-full max-w-lg flex-col items-center text-center">
        <div className="relative mb-6">
          <div className="absolute inset-0 rounded-full bg-primary/15 blur-2xl" aria-hidden="true" />
          <div className="relative flex size-20 items-center justify-center rounded-2xl border border-border bg-surface shadow-card">
            <Icon className="size-9 text-primary dark:text-link" aria-hidden="true" />
          </div>
        </div>
        <p className="mb-2 font-mono text-sm font-semibold tracking-widest text-link uppercase">{code}</p>
        <h1 id="error-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {title}
        </h1>
        <p className="mt-3 max-w-md text-base text-muted-foreground text-pretty">{description}</p>
        {children}
      </div>
    </section>
  );
}

/** Plain anchors and history calls: they work even when the router itself has failed. */
function ErrorActions() {
  const t = useOptionalT("errorPages");
  // Opened directly in a fresh tab there is nothing to go back to: go home instead.
  const goBack = () => (window.history.length > 1 ? window.history.back() : window.location.assign("/"));
  return (
    <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
      <Button onClick={() => window.location.reload()}>
        <RotateCw aria-hidden="true" />
        {t ? t("actions.tryAgain") : "Try Again"}
      </Button>
      <Button variant="outline" onClick={goBack}>
        <ArrowLeft aria-hidden="true" />
        {t ? t("actions.goBack") : "Go Back"}
      </Button>
      <a href="/" className={buttonClasses({ variant: "ghost" })}>
        <Home aria-hidden="true" />
        {t ? t("actions.home") : "Home"}
      </a>
    </div>
  );
}
