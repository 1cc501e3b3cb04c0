// A participant's actions menu, light until used: every row of a managed room shows its button,
// but the Radix menu behind it loads when someone reaches for one (hover or focus) and takes the
// button's place once it is pressed, so the room's first render and download go without it.
import { MoreHorizontal } from "lucide-react";
import { useState, type ComponentType } from "react";
import type { ParticipantAction } from "../../../../shared/permissions";
import { buttonClasses } from "../../../components/ui/Button";
import { Spinner } from "../../../components/ui/Spinner";
import { useT } from "../../../i18n/I18nProvider";

export interface ParticipantMenuProps {
  name: string;
  isMe: boolean;
  isAdmin: boolean;
  isExcluded: boolean;
  actions: readonly ParticipantAction[];
  pending: ParticipantAction | null;
  onAction: (action: ParticipantAction) => void;
}

type ActionsMenu = ComponentType<ParticipantMenuProps>;
// One download for every row; the component once it is here, so a pressed button opens at once.
let actionsMenu: Promise<ActionsMenu> | null = null;
let loadedActionsMenu: ActionsMenu | null = null;
function loadActionsMenu(): Promise<ActionsMenu> {
  actionsMenu ??= import("./ParticipantActionsMenu").then(
    (module) => (loadedActionsMenu = module.default),
    (error: unknown) => {
      actionsMenu = null;
      throw error;
    },
  );
  return actionsMenu;
}

export const triggerClassName = buttonClasses({ variant: "ghost", size: "sm", className: "px-2 text-muted-foreground hover:text-foreground" });

/** The menu button's face: dots, or a spinner while an action is on its way. */
export function TriggerFace({ pending }: { pending: ParticipantAction | null }) {
  const t = useT("room");
  return (
    <>
      {pending ? <Spinner className="size-4" /> : <MoreHorizontal aria-hidden="true" />}
      <span className="hidden sm:inline lg:hidden" aria-hidden="true">
        {t("participant.actionsShort")}
      </span>
    </>
  );
}

export function ParticipantMenu(props: ParticipantMenuProps) {
  const t = useT("room");
  const [Menu, setMenu] = useState<ActionsMenu | null>(null);
  if (Menu) return <Menu {...props} />;
  const prefetch = () => void loadActionsMenu().catch(() => undefined);
  const open = () => {
    if (loadedActionsMenu) setMenu(() => loadedActionsMenu);
    else loadActionsMenu().then((loaded) => setMenu(() => loaded), (error: unknown) => console.error("Could not load the actions menu", error));
  };
  return (
    <button type="button" className={triggerClassName} aria-label={t("participant.actions", { name: props.name })} aria-haspopup="menu" aria-expanded={false} onPointerEnter={prefetch} onFocus={prefetch} onClick={open}>
      <TriggerFace pending={props.pending} />
    </button>
  );
}
