import { Component, type ErrorInfo, type ReactNode } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { MESSAGES } from "../../shared/messages";
import { ErrorPage, type ErrorPreset } from "./ErrorPage";

/** Which preset fits an error: a failed chunk or fetch is a connection problem, and so on. */
export function presetFor(error: unknown): ErrorPreset {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return "notFound";
    if (error.status === 401 || error.status === 403) return "unauthorized";
    if (error.status >= 500) return "server";
    return "generic";
  }
  const message = error instanceof Error ? error.message : String(error);
  if (/Failed to fetch|NetworkError|dynamically imported module|Importing a module script failed|Load failed/i.test(message)) return "network";
  return "generic";
}

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The top-level error screen (spec 2): 'Unexpected Application Error!' plus what we know. */
export function UnexpectedErrorScreen({ error }: { error: unknown }) {
  const preset = presetFor(error);
  if (preset === "notFound") return <ErrorPage preset="notFound" />;
  return (
    <ErrorPage
      preset={preset}
      title={MESSAGES.pages.unexpectedError}
      description={
        preset === "network"
          ? "Part of the app could not be loaded. Check your connection and try again."
          : "Something broke while showing this page. Trying again usually helps; if it keeps happening, please let us know."
      }
      details={describe(error)}
    />
  );
}

/** react-router's errorElement: inside the layout for a page, full screen when the layout failed. */
export function RouteErrorScreen({ fullScreen = false }: { fullScreen?: boolean }) {
  const error = useRouteError();
  if (!fullScreen) return <UnexpectedErrorScreen error={error} />;
  return (
    <div className="flex min-h-dvh flex-col">
      <UnexpectedErrorScreen error={error} />
    </div>
  );
}

/** Catches what the router cannot: errors in the providers around it. */
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
