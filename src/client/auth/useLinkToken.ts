// The token of a mailed link (`/reset-password#token=...`): read once, then taken out of the
// address bar so it stays out of history, bookmarks and screenshots.
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";

export function useLinkToken(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => new URLSearchParams(location.hash.slice(1)).get("token")?.slice(0, 200) || null);
  useEffect(() => {
    if (location.hash) void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);
  return token;
}
