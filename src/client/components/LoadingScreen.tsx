import { useT } from "../i18n/I18nProvider";
import { LogoMark } from "./Logo";

/** Shown while the session loads (spec 2): 'Loading...Initializing your session'. */
export function LoadingScreen() {
  const t = useT("common");
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-5 px-6 py-24 text-center">
      <LogoMark className="size-14 animate-float" />
      <div className="flex flex-col items-center gap-1" role="status" aria-live="polite">
        <h1 className="text-lg font-semibold">{t("loading.title")}</h1>
        <p className="text-sm text-muted-foreground">{t("loading.subtitle")}</p>
      </div>
      <div className="h-1 w-40 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <div className="h-full w-1/3 animate-loading-bar rounded-full bg-primary" />
      </div>
    </div>
  );
}
