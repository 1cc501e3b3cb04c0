import { Spinner } from "../../components/ui/Spinner";

/** A centred spinner with a line saying what is happening (loading, joining, leaving): the screen's one h1. */
export function RoomStatus({ label }: { label: string }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 px-4 py-24 text-muted-foreground" role="status" aria-live="polite">
      <Spinner className="size-7 text-primary dark:text-link" />
      <h1 className="text-sm font-medium">{label}</h1>
    </div>
  );
}
