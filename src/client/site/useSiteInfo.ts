// GET /api/site once per page load: the operator for the legal pages, whether GitHub sign-in exists.
import { useEffect, useState } from "react";
import type { SiteInfo } from "../../server/web/siteRoutes";

export type { SiteInfo };

let request: Promise<SiteInfo | null> | null = null;

function loadSiteInfo(): Promise<SiteInfo | null> {
  request ??= fetch("/api/site", { headers: { accept: "application/json" } })
    .then((response) => (response.ok ? (response.json() as Promise<SiteInfo>) : null))
    .catch(() => null)
    .then((info) => {
      // A failure is not remembered: the next page that asks tries again.
      if (!info) request = null;
      return info;
    });
  return request;
}

/** undefined while loading, null when the server could not be asked. */
export function useSiteInfo(): SiteInfo | null | undefined {
  const [info, setInfo] = useState<SiteInfo | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void loadSiteInfo().then((value) => live && setInfo(value));
    return () => {
      live = false;
    };
  }, []);
  return info;
}
