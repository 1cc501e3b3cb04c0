import type { ReactNode } from "react";
import type { SiteInfo } from "../../site/useSiteInfo";

/** A readable single column for the static legal pages. */
export function LegalLayout({ eyebrow, title, intro, children }: { eyebrow: string; title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="border-b border-border pb-8">
        <p className="text-sm font-semibold tracking-wide text-link uppercase">{eyebrow}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <div className="mt-4 text-base text-muted-foreground">{intro}</div>
      </header>
      <div className="flex flex-col gap-9 pt-8 text-[0.95rem] leading-7">{children}</div>
    </article>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
      <div className="flex flex-col gap-3 text-foreground/90 [&_a]:font-medium [&_a]:text-link [&_a]:underline [&_a]:underline-offset-2 [&_li]:pl-1 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5">
        {children}
      </div>
    </section>
  );
}

/** The operator's email as a link when it is an address (it is withheld as "{email}" by default). */
export function OperatorEmail({ site }: { site: SiteInfo | null | undefined }) {
  const email = site?.operator.email ?? "{email}";
  return email.includes("@") ? <a href={`mailto:${email}`}>{email}</a> : <span>{email}</span>;
}

export function OperatorName({ site }: { site: SiteInfo | null | undefined }) {
  return <>{site?.operator.name ?? "The operator of this site"}</>;
}
