// Declaring functions: a path (given by where the definition is registered), an argument
// schema that is both the runtime check and the TypeScript type, and a handler.
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { FunctionKind } from "../../shared/protocol";

/** Who is calling, from a verified token; null for anonymous callers. */
export interface Identity {
  userId: string;
  /** The auth session the token belongs to. */
  authSessionId: string;
}

/**
 * The app's tables, as the app declares them (declaration merging, in src/server/db/schema.ts):
 * handlers get a typed Kysely while the engine knows no product table.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AppDatabase {}

/** The database as handlers see it, and the topics their reads and writes touch. */
export interface DataAccess {
  db: Kysely<AppDatabase>;
  /** Re-run this query when the topic changes. */
  readTopic(topic: string): void;
  /** Tell live queries that read this topic to re-run once this mutation commits. */
  writeTopic(topic: string): void;
}

/** What the runtime asks the auth module about a token; null means invalid, expired or revoked. */
export interface AuthResult {
  identity: Identity;
  /** When the token stops being valid (ms since the epoch). */
  expiresAt: number;
  /** A bus topic published when the session is revoked: sockets then re-check the token. */
  revocationTopic: string;
}
export type Authenticator = (token: string) => Promise<AuthResult | null>;

/**
 * What the app hands every handler besides the database: its configuration and long-lived
 * helpers (rate limiters, the token sealer). Empty here, so the runtime stays generic; the app
 * declares the fields (src/server/appContext.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AppContext {}

interface CtxBase {
  auth: Identity | null;
  app: AppContext;
  /** The caller's IP address (for rate limits), when known. */
  clientAddress: string | null;
  /** Wall-clock time, fixed for the run, so a handler sees one "now". */
  now: number;
}

export interface QueryCtx extends CtxBase {
  data: DataAccess;
}

export interface MutationCtx extends CtxBase {
  data: DataAccess;
  /** The browser session id the client declared: recorded, never trusted for authorization. */
  clientSessionId: string | null;
}

export interface ActionCtx extends CtxBase {
  runQuery<A, R>(fn: QueryDefinition<A, R>, args: A): Promise<R>;
  runMutation<A, R>(fn: MutationDefinition<A, R>, args: A): Promise<R>;
}

type Schema = z.ZodType;

interface DefinitionBase<K extends FunctionKind, A, R> {
  kind: K;
  args: Schema;
  /**
   * Declared with internalQuery/internalMutation: run only by the server itself (actions,
   * runtime.runInternal), never reachable from a client whatever module exports it.
   */
  internal?: true;
  /** Phantom fields that carry the argument and result types to the client. */
  readonly __args?: A;
  readonly __result?: R;
}

export interface QueryDefinition<A = any, R = any> extends DefinitionBase<"query", A, R> {
  handler(ctx: QueryCtx, args: any): Promise<R> | R;
  /** A key saying whose presence a live subscription to this query shows (see presence.ts). */
  presenceKey?: (args: any, auth: Identity | null) => string | null;
  /** Set by projectedQuery: live subscriptions load once per arguments and project per viewer. */
  projection?: Projection;
}

/** What a viewer-independent load may use: the database, one "now", and the app's long-lived helpers. */
export interface LoadCtx {
  data: DataAccess;
  now: number;
  app: AppContext;
  /**
   * A scoped sub-load, named by `key` within this query: a live query keeps its value and reads it
   * again only once a topic it read has moved, so a vote does not re-read a room's participants.
   * `previous` is its last value (undefined at first or outside a live query), for loads that
   * read only what is new. What `load` returns is shared and frozen, like the whole load.
   */
  part<T>(key: string, load: (data: DataAccess, previous: T | undefined) => Promise<T>): Promise<T>;
}

export interface Projection<L = any> {
  load(ctx: LoadCtx, args: any): Promise<L>;
  project(loaded: L, args: any, auth: Identity | null): unknown;
}
export interface MutationDefinition<A = any, R = any> extends DefinitionBase<"mutation", A, R> {
  handler(ctx: MutationCtx, args: any): Promise<R> | R;
}
export interface ActionDefinition<A = any, R = any> extends DefinitionBase<"action", A, R> {
  handler(ctx: ActionCtx, args: any): Promise<R> | R;
}

export type FunctionDefinition = QueryDefinition | MutationDefinition | ActionDefinition;

export type InternalQueryDefinition<A = any, R = any> = QueryDefinition<A, R> & { internal: true };
export type InternalMutationDefinition<A = any, R = any> = MutationDefinition<A, R> & { internal: true };
export type InternalDefinition = InternalQueryDefinition | InternalMutationDefinition;

export function query<S extends Schema, R>(def: {
  args: S;
  handler: (ctx: QueryCtx, args: z.output<S>) => Promise<R> | R;
  presenceKey?: (args: z.output<S>, auth: Identity | null) => string | null;
}): QueryDefinition<z.input<S>, Awaited<R>> {
  return { kind: "query", ...def } as QueryDefinition<z.input<S>, Awaited<R>>;
}

/**
 * A query whose result is one load shared by everyone asking with the same arguments, shaped for
 * each viewer by a synchronous projection. Live subscriptions of many viewers (everyone in a
 * room) then cost one load and a cheap projection each per change, not a full run each. The
 * engine keeps whatever did not change since the previous load (same objects, frozen), so
 * viewers are sent only what changed: the load just builds plain values.
 */
export function projectedQuery<S extends Schema, L, R>(def: {
  args: S;
  load: (ctx: LoadCtx, args: z.output<S>) => Promise<L>;
  project: (loaded: L, args: z.output<S>, auth: Identity | null) => R;
  presenceKey?: (args: z.output<S>, auth: Identity | null) => string | null;
}): QueryDefinition<z.input<S>, R> {
  const projection: Projection<L> = { load: def.load, project: def.project };
  return {
    kind: "query",
    args: def.args,
    presenceKey: def.presenceKey,
    projection,
    // A run outside a live subscription (HTTP, an action) loads for itself, parts and all.
    handler: async (ctx: QueryCtx, args: z.output<S>) => {
      const loaded = await def.load({ data: ctx.data, now: ctx.now, app: ctx.app, part: (_key, load) => load(ctx.data, undefined) }, args);
      return def.project(loaded, args, ctx.auth);
    },
  } as QueryDefinition<z.input<S>, R>;
}

export function mutation<S extends Schema, R>(def: {
  args: S;
  handler: (ctx: MutationCtx, args: z.output<S>) => Promise<R> | R;
}): MutationDefinition<z.input<S>, Awaited<R>> {
  return { kind: "mutation", ...def } as MutationDefinition<z.input<S>, Awaited<R>>;
}

export function action<S extends Schema, R>(def: {
  args: S;
  handler: (ctx: ActionCtx, args: z.output<S>) => Promise<R> | R;
}): ActionDefinition<z.input<S>, Awaited<R>> {
  return { kind: "action", ...def } as ActionDefinition<z.input<S>, Awaited<R>>;
}

/** A query only the server runs (actions through ctx.runQuery, jobs through runtime.runInternal). */
export function internalQuery<S extends Schema, R>(def: {
  args: S;
  handler: (ctx: QueryCtx, args: z.output<S>) => Promise<R> | R;
}): InternalQueryDefinition<z.input<S>, Awaited<R>> {
  return { kind: "query", internal: true, ...def } as InternalQueryDefinition<z.input<S>, Awaited<R>>;
}

/** A mutation only the server runs (actions through ctx.runMutation, jobs through runtime.runInternal). */
export function internalMutation<S extends Schema, R>(def: {
  args: S;
  handler: (ctx: MutationCtx, args: z.output<S>) => Promise<R> | R;
}): InternalMutationDefinition<z.input<S>, Awaited<R>> {
  return { kind: "mutation", internal: true, ...def } as InternalMutationDefinition<z.input<S>, Awaited<R>>;
}
