import { lazy } from "react";
import { useAuth } from "../auth/AuthProvider";

const Landing = lazy(() => import("./Landing"));
const Dashboard = lazy(() => import("./Dashboard"));

/** `/`: the dashboard when signed in, the landing page otherwise (spec 2). */
export default function Home() {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <Dashboard /> : <Landing />;
}
