import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from "react";
import { PAGES_MESSAGES } from "../../shared/messages/pages";
import type { ErrorPreset } from "./ErrorPage";

// The error screen (icons, presets) loads when an error happens: no page's first download carries it.
const ErrorPage = lazy(() => import("./ErrorPage").then((module) => ({ default: module.ErrorPage })));

/** Which preset fits an error: a failed chunk or fetch is a connection problem, and so on. */
export function presetFor(error: unknown): ErrorPreset {
  const message = error instanceof Error ? error.message : String(error);
  if (/Failed to fetch|NetworkError|dynamically imported module|Importing a module script failed|Load failed/i.test(message)) return "network";
  return "generic";
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The top-level error screen (spec 2): 'Unexpected Application Error!' plus what we know. */
export function UnexpectedErrorScreen({ error }: { error: unknown }) {
  const preset = presetFor(error);
  const title = PAGES_MESSAGES.unexpectedError;
  const description =
    preset === "network"
      ? "Part of the app could not be loaded. Check your connection and try again."
      : "Something broke while showing this page. Trying again usually helps; if it keeps happening, please let us know.";
  // Until the screen's chunk is here, or when it cannot come (offline), the words and a reload.
  const plain = <PlainErrorScreen title={title} description={description} />;
  return (
    <FallbackOnError fallback={plain}>
      <Suspense fallback={plain}>
        <ErrorPage preset={preset} title={title} description={description} details={describe(error)} unexpected />
      </Suspense>
    </FallbackOnError>
  );
}

/** What the error screen says, without its chunk: the network may be the very thing that failed. */
function PlainErrorScreen({ title, description }: { title: string; description: string }) {
  return (
    <section className="flex flex-1 flex-col items-center justify-center gap-3 px-4 py-16 text-center" aria-labelledby="error-title">
      <h1 id="error-title" className="text-3xl font-bold tracking-tight">
        {title}
      </h1>
      <p className="max-w-md text-muted-foreground">{description}</p>
      <a href={window.location.href} className="font-medium text-link underline underline-offset-4">
        Try Again
      </a>
    </section>
  );
}

/** Shows `fallback` when the children fail (the error screen's chunk did not load). */
class FallbackOnError extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A page's error boundary: the error screen in place of the page (full screen when the layout
 * itself failed), cleared when the visitor goes to another address.
 */
export class RouteErrorBoundary extends Component<
  { children: ReactNode; resetKey: string; fullScreen?: boolean },
  { error: unknown; failedAt: string | null }
> {
  override state = { error: null as unknown, failedAt: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; failedAt: string | null }) {
    if (state.error === null) return null;
    if (state.failedAt === null) return { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { error: null, failedAt: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("Unexpected page error", error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    if (!this.props.fullScreen) return <UnexpectedErrorScreen error={this.state.error} />;
    return (
      <div className="flex min-h-dvh flex-col">
        <UnexpectedErrorScreen error={this.state.error} />
      </div>
    );
  }
}

/** Catches errors in the providers around the pages. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("Unexpected application error", error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return (
        <div className="flex min-h-dvh flex-col">
          <UnexpectedErrorScreen error={this.state.error} />
        </div>
      );
    }
    return this.props.children;
  }
}
