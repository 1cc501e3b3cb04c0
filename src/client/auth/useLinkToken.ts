// The token of a mailed link (`/reset-password#token=...`): read once, then taken out of the
// address bar so it stays out of history, bookmarks and screenshots.
import { useEffect, useState } from "react";

export function useLinkToken(): string | null {
  const [token] = useState(() => new URLSearchParams(window.location.hash.slice(1)).get("token")?.slice(0, 200) || null);
  useEffect(() => {
    // The router does not read the fragment, so replacing the entry without it changes no page.
    if (window.location.hash) window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
  }, []);
  return token;
}
