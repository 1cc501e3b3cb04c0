// What a round is about, and how an extension contributes its part: types only, shared by the
// extension point (extensions.ts) and the statement that reads every part at once (data/rounds.ts).
import type { AliasedExpression, ExpressionBuilder } from "kysely";
import type { Database } from "../../db/schema";

/** What a round is filed under: captured at reveal, kept by New Round. */
export interface RoundSubject {
  story: string | null;
  ticketKey: string | null;
  ticketSummary: string | null;
  queueStoryId: string | null;
}

/**
 * An extension's part of the subject, as columns of the one statement a reveal runs for every
 * extension at once: scalar subqueries on the extension's own tables (in its data/ folder), each
 * aliased with the extension's name first so that they never collide.
 */
export interface SubjectColumns {
  columns(eb: ExpressionBuilder<Database, never>, roomId: string): readonly AliasedExpression<unknown, string>[];
  read(row: Readonly<Record<string, unknown>>): Partial<RoundSubject>;
}
