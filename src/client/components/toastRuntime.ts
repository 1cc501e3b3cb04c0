// What the first toast loads (toast.ts): sonner, and the shared catalogue's sentences said in the
// page's language (serverMessages.ts; nothing more is fetched for English).
export { toast, Toaster } from "sonner";
export { sayMessageLoaded as say } from "../i18n/serverMessages";
