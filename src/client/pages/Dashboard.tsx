import { LayoutGrid } from "lucide-react";
import { useCurrentUser } from "../auth/useCurrentUser";

/**
 * `/` for signed-in users.
 * PLACEHOLDER: the dashboard of spec section 2 (hero with feature blurbs, 'Your Rooms',
 * 'Create New Room', 'Join Existing Room', 'How It Works') replaces the placeholder section below.
 */
export default function Dashboard() {
  const user = useCurrentUser();
  const firstName = user?.name.trim().split(/\s+/)[0];
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <section aria-labelledby="welcome-title" className="animate-fade-in">
        <p className="text-sm font-semibold tracking-wide text-link uppercase">Dashboard</p>
        <h1 id="welcome-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
          {firstName ? `Welcome back, ${firstName}!` : "Welcome back!"}
        </h1>
        <p className="mt-3 max-w-2xl text-muted-foreground">Create a room for your next planning session, or join your team with a room code.</p>
      </section>

      {/* PLACEHOLDER: rooms, create and join forms go here. */}
      <section
        aria-label="Your rooms"
        data-placeholder="dashboard"
        className="mt-10 flex flex-col items-center justify-center rounded-card border-2 border-dashed border-border bg-surface/50 px-6 py-16 text-center"
      >
        <span className="flex size-12 items-center justify-center rounded-xl bg-subtle text-subtle-foreground">
          <LayoutGrid className="size-6" aria-hidden="true" />
        </span>
        <h2 className="mt-4 text-lg font-semibold">Your rooms will appear here</h2>
        <p className="mt-1 max-w-md text-sm text-muted-foreground">Rooms you create or join are listed here, ready to rejoin with one click.</p>
      </section>
    </div>
  );
}
