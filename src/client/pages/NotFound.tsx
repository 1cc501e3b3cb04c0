import { ErrorPage } from "../components/ErrorPage";

/** Any path the app does not know (spec 2): 404 with Try Again, Go Back and Home. */
export default function NotFound() {
  return <ErrorPage preset="notFound" />;
}
