// Voting's extension point: what a round is about beyond its manual story. The queue says which
// of its stories is current, a tracker plugin which ticket; voting files the round under them
// without knowing either (ctx.app.voting.extensions, built per app in appContext.ts).
import type { DataAccess, MutationCtx } from "../../live";
import { readSubjectColumns } from "./data/rounds";
import type { RoundSubject, SubjectColumns } from "./subject";

export type { RoundSubject, SubjectColumns } from "./subject";

export interface RoundExtension {
  name: string;
  /** The part of the current subject this extension knows. */
  subject?: SubjectColumns;
  /** Values agreed on per queue story id, for the round history's export. */
  agreedValues?(data: DataAccess, roomId: string): Promise<ReadonlyMap<string, string>>;
}

export async function agreedValues(ctx: Pick<MutationCtx, "data" | "app">, roomId: string): Promise<Map<string, string>> {
  const all = new Map<string, string>();
  for (const ext of ctx.app.voting.extensions) if (ext.agreedValues) for (const [id, value] of await ext.agreedValues(ctx.data, roomId)) all.set(id, value);
  return all;
}

/** The round's subject now: the manual story, and whatever the extensions add. */
export async function currentSubject(ctx: Pick<MutationCtx, "data" | "app">, roomId: string, story: string | null): Promise<RoundSubject> {
  const subject: RoundSubject = { story, ticketKey: null, ticketSummary: null, queueStoryId: null };
  const parts = ctx.app.voting.extensions.flatMap((ext) => (ext.subject ? [ext.subject] : []));
  if (parts.length === 0) return subject;
  const row = await readSubjectColumns(ctx.data, roomId, parts);
  for (const part of parts) Object.assign(subject, part.read(row));
  return subject;
}
