import { DoorOpen, Users, Zap, type LucideIcon } from "lucide-react";

const FEATURES: Array<{ icon: LucideIcon; title: string; body: string }> = [
  {
    icon: Zap,
    title: "Real-time voting",
    body: "Votes land the moment they are cast and stay hidden until you reveal them together, so nobody anchors on the first number.",
  },
  {
    icon: Users,
    title: "Team collaboration",
    body: "Unlimited team members can join with a short room code. Owners and admins manage the story, the participants and who votes.",
  },
  {
    icon: DoorOpen,
    title: "Flexible rooms",
    body: "Rooms can be temporary or permanent: open one for a single session, or keep a permanent room with a memorable code for every sprint.",
  },
];

export function Features() {
  return (
    <section id="features" className="border-y border-border/70 bg-surface/60" aria-labelledby="features-title">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-link uppercase">Features</p>
          <h2 id="features-title" className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Everything your team needs to estimate
          </h2>
          <p className="mt-4 text-muted-foreground">No spreadsheets, no raised hands, no waiting for the loudest voice.</p>
        </div>
        <ul className="mt-12 grid gap-5 md:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, body }) => (
            <li key={title} className="rounded-card border border-border bg-surface p-6 shadow-card transition-shadow hover:shadow-raised">
              <span className="flex size-11 items-center justify-center rounded-xl bg-gradient-to-br from-indigo-500 to-violet-600 text-white shadow-md shadow-indigo-500/25">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
