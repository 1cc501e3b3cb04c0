import { LogIn, Plus, type LucideIcon } from "lucide-react";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { useT } from "../../i18n/I18nProvider";
import { Button } from "../ui/Button";
import { Card } from "../ui/Card";
import { cn } from "../ui/cn";
import { Spinner } from "../ui/Spinner";

// The forms (their rules, zod, the switch, the deck choice) load when someone reaches for one
// (hover, focus, a touch), not with the dashboard: its first paint shows only the two buttons.
const loadCreateRoomForm = () => import("./CreateRoomForm");
const loadJoinRoomForm = () => import("./JoinRoomForm");
const CreateRoomForm = lazy(() => loadCreateRoomForm().then((module) => ({ default: module.CreateRoomForm })));
const JoinRoomForm = lazy(() => loadJoinRoomForm().then((module) => ({ default: module.JoinRoomForm })));

type OpenForm = "create" | "join" | null;

/** 'Create New Room' and 'Join Existing Room': opening one closes the other (spec 2). */
export function RoomActions({ className }: { className?: string }) {
  const t = useT("dashboard");
  const [open, setOpen] = useState<OpenForm>(null);
  const close = () => setOpen(null);
  return (
    <div className={cn("grid grid-cols-1 gap-4", className)}>
      <ActionCard
        icon={Plus}
        titleId="create-room-title"
        title={t("create.title")}
        description={t("create.description")}
        openLabel={t("create.open")}
        isOpen={open === "create"}
        onOpen={() => setOpen("create")}
        prefetch={loadCreateRoomForm}
      >
        <CreateRoomForm onCancel={close} onCreated={close} />
      </ActionCard>
      <ActionCard
        icon={LogIn}
        titleId="join-room-title"
        title={t("join.title")}
        description={t("join.description")}
        openLabel={t("join.open")}
        isOpen={open === "join"}
        onOpen={() => setOpen("join")}
        prefetch={loadJoinRoomForm}
      >
        <JoinRoomForm onCancel={close} onJoined={close} />
      </ActionCard>
    </div>
  );
}

interface ActionCardProps {
  icon: LucideIcon;
  /** The heading's id (the same in every language). */
  titleId: string;
  title: string;
  description: string;
  openLabel: string;
  isOpen: boolean;
  onOpen: () => void;
  /** Starts the form's download before the button is pressed. */
  prefetch: () => Promise<unknown>;
  children: ReactNode;
}

function ActionCard({ icon: Icon, titleId, title, description, openLabel, isOpen, onOpen, prefetch, children }: ActionCardProps) {
  const reach = () => void prefetch().catch(() => undefined);
  return (
    <Card className={cn("flex flex-col p-5 transition-shadow sm:p-6", isOpen && "shadow-raised ring-1 ring-ring/30")} aria-labelledby={titleId} role="region">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-subtle text-subtle-foreground">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold tracking-tight">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
      </div>
      <div className="mt-5">
        {isOpen ? (
          <Suspense fallback={<FormLoading />}>{children}</Suspense>
        ) : (
          <Button onClick={onOpen} onPointerEnter={reach} onPointerDown={reach} onFocus={reach} className="w-full sm:w-auto">
            <Icon aria-hidden="true" />
            {openLabel}
          </Button>
        )}
      </div>
    </Card>
  );
}

/** Where the form appears, while its code arrives (a moment, when the button was not hovered first). */
function FormLoading() {
  const t = useT("dashboard");
  return (
    <div className="flex h-10 items-center text-muted-foreground">
      <Spinner label={t("actions.loadingForm")} className="size-5" />
    </div>
  );
}
