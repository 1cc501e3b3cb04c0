// The app's routing hooks and links, over wouter (about 2 KB, where react-router weighed 31 KB
// of every page's first download). Pages import from here, never from wouter directly, so the
// names stay the familiar ones: Link, Navigate, useNavigate, useParams, useSearchParams.
import { useCallback, useLayoutEffect, useRef } from "react";
import { Redirect, useLocation as useWouterLocation, useSearch } from "wouter";

export { Link, Route, Switch, useParams, useSearchParams } from "wouter";

export interface NavigateOptions {
  replace?: boolean;
}

/** `navigate("/room/ABC", { replace })`: a stable function; resolves once the URL changed. */
export function useNavigate(): (to: string, options?: NavigateOptions) => Promise<void> {
  const [, navigate] = useWouterLocation();
  return useCallback(
    async (to: string, options?: NavigateOptions) => {
      navigate(to, { replace: options?.replace ?? false });
    },
    [navigate],
  );
}

/** The current address: `{ pathname, search }` (search with its "?", or ""). */
export function useLocation(): { pathname: string; search: string } {
  const [pathname] = useWouterLocation();
  const search = useSearch();
  return { pathname, search: search ? `?${search}` : "" };
}

/** Goes to `to` once rendered (replacing the current entry unless `replace={false}`). */
export function Navigate({ to, replace = true }: { to: string; replace?: boolean }) {
  return <Redirect to={to} replace={replace} />;
}

/**
 * A new page starts at the top; Back and Forward keep the browser's own scroll restoration.
 * Renders nothing.
 */
export function ScrollToTop() {
  const [pathname] = useWouterLocation();
  const fromHistory = useRef(false);
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    const onPopState = () => (fromHistory.current = true);
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (!fromHistory.current) window.scrollTo(0, 0);
    fromHistory.current = false;
  }, [pathname]);
  return null;
}
