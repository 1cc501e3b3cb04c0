import { lazy } from "react";
import { useAuth } from "../auth/AuthProvider";
import { readTokens } from "../auth/tokenStorage";

const loadDashboard = () => import("./Dashboard");
const Landing = lazy(() => import("./Landing"));
const Dashboard = lazy(loadDashboard);

/**
 * While the splash waits for the server to confirm a stored session, the dashboard's code comes
 * beside it rather than after it (one round trip less before the page paints). Signed-out
 * visitors fetch nothing here.
 */
export function preloadHome(): void {
  if (readTokens()) void loadDashboard().catch(() => undefined);
}

/** `/`: the dashboard when signed in, the landing page otherwise (spec 2). */
export default function Home() {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <Dashboard /> : <Landing />;
}
