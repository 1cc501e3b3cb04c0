import { DoorOpen, Users, Zap, type LucideIcon } from "lucide-react";

const BLURBS: Array<{ icon: LucideIcon; title: string; body: string }> = [
  { icon: Zap, title: "Real-time voting", body: "Votes stay hidden until you reveal them together." },
  { icon: Users, title: "Team collaboration", body: "Unlimited team members join with a short code." },
  { icon: DoorOpen, title: "Flexible rooms", body: "Temporary for one session, or permanent for every sprint." },
];

/** The dashboard's greeting and the three feature blurbs (spec 2). */
export function DashboardHero({ firstName, firstVisit }: { firstName: string | undefined; firstVisit: boolean }) {
  const greeting = firstVisit ? "Welcome" : "Welcome back";
  return (
    <section aria-labelledby="welcome-title" className="animate-fade-in">
      <p className="text-sm font-semibold tracking-wide text-link uppercase">Dashboard</p>
      <h1 id="welcome-title" className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {firstName ? `${greeting}, ${firstName}!` : `${greeting}!`}
      </h1>
      <p className="mt-3 max-w-2xl text-muted-foreground">Create a room for your next planning session, or join your team with a room code.</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-3">
        {BLURBS.map(({ icon: Icon, title, body }) => (
          <li key={title} className="flex items-start gap-3 rounded-xl border border-border/70 bg-surface/70 p-3.5">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-indigo-500 to-violet-600 text-white shadow-sm shadow-indigo-500/25">
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-semibold">{title}</span>
              <span className="block text-sm text-muted-foreground">{body}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
