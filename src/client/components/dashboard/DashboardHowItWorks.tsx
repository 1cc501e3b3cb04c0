const STEPS = [
  { title: "Create or join a room", body: "Start a temporary room for today, or a permanent one with a code your team remembers." },
  { title: "Share the code", body: "Send the room link with Share Room. Teammates sign in and land straight in the room." },
  { title: "Estimate together", body: "Set the story, everyone picks a card in private, then reveal and agree on the points." },
];

/** 'How It Works' on the dashboard (spec 2): three steps for someone who already has an account. */
export function DashboardHowItWorks() {
  return (
    <section aria-labelledby="how-it-works-title" className="rounded-card border border-border bg-surface/60 p-6 sm:p-8">
      <h2 id="how-it-works-title" className="text-lg font-semibold tracking-tight">
        How It Works
      </h2>
      <ol className="mt-5 grid gap-6 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full border border-border bg-surface text-sm font-bold text-link shadow-card">
              {index + 1}
            </span>
            <span className="min-w-0">
              <span className="block font-semibold">{step.title}</span>
              <span className="mt-1 block text-sm leading-relaxed text-muted-foreground">{step.body}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
