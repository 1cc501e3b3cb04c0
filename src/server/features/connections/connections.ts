// A person's tracker connections (issue 31): list, connect (the token tested first, only a good one
// stored, sealed), test again, remove. Every function acts on the caller's own connections only,
// and no answer carries a token: the view below is all that leaves the server.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { MESSAGES } from "../../../shared/messages";
import type { Config } from "../../config";
import { SecretBoxError } from "../../crypto/secretBox";
import { EgressError } from "../../egress/egressError";
import { TrackerError } from "../../egress/trackerError";
import { enforceLimit } from "../../limits/rateLimiter";
import { type ActionCtx, type AppContext, FunctionError, action, internalMutation, internalQuery, mutation, query } from "../../live";
import { type ConnectionRow, deleteConnection, findConnection, getConnection, insertConnection, listConnections, updateConnection } from "./data/connections";
import { tokenContext } from "./environment";
import type { TrackerAccount, TrackerConnector } from "./trackers";

const M = MESSAGES.connections;
const MAX_LABEL_LENGTH = 100;
const idArg = z.string().max(64);
const trackerArg = z.string().max(40);

/** A connection as its owner sees it: never the token. */
export interface ConnectionView {
  _id: string;
  tracker: string;
  trackerLabel: string;
  /** The self-hosted site's address; null for the tracker's own. */
  site: string | null;
  label: string;
  account: string;
  displayName: string;
  scopes: string[] | null;
  missingScopes: string[];
  summary: string;
  /** Why the last test failed; null when it passed. */
  lastError: string | null;
  createdAt: number;
  updatedAt: number;
  testedAt: number;
}

/** An installed tracker a person may connect, for the connections screen. */
export interface TrackerChoice {
  tracker: string;
  label: string;
  site: TrackerConnector["site"];
  /** An example address for the site field. */
  sitePlaceholder: string | null;
  /** For "optional": the site used when the person names none. */
  defaultSite: string | null;
}

function signedIn(ctx: { auth: { userId: string } | null }): string {
  if (!ctx.auth) throw new FunctionError(MESSAGES.auth.notSignedIn);
  return ctx.auth.userId;
}

function viewOf(app: AppContext, row: ConnectionRow): ConnectionView {
  return {
    _id: row.id,
    tracker: row.tracker,
    trackerLabel: app.connections.trackers.get(row.tracker)?.label ?? row.tracker,
    site: row.site,
    label: row.label,
    account: row.account,
    displayName: row.display_name,
    scopes: row.scopes === null ? null : (JSON.parse(row.scopes) as string[]),
    missingScopes: JSON.parse(row.missing_scopes) as string[],
    summary: row.summary,
    lastError: row.last_error,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    testedAt: Number(row.tested_at),
  };
}

function connectorOf(app: AppContext, tracker: string): TrackerConnector {
  const connector = app.connections.trackers.get(tracker);
  if (!connector) throw new FunctionError(M.unknownTracker);
  return connector;
}

/** The tracker's answer, or its sentence (a tracker or egress error) as what to tell the person. */
async function testToken(ctx: Pick<ActionCtx, "app">, connector: TrackerConnector, connection: { site: string | null; token: string }): Promise<TrackerAccount | { error: string }> {
  try {
    const account = await connector.test(connection, ctx.app.connections.config);
    return account.refusal ? { error: account.refusal } : account;
  } catch (error) {
    if (error instanceof TrackerError || error instanceof EgressError) return { error: error.message };
    throw error;
  }
}

const accountArgs = Object.freeze({
  account: z.string().max(1000),
  displayName: z.string().max(1000),
  scopes: z.array(z.string().max(200)).max(200).nullable(),
  missingScopes: z.array(z.string().max(200)).max(50),
  summary: z.string().max(2000),
});

function accountColumns(account: Pick<TrackerAccount, "account" | "displayName" | "scopes" | "missingScopes" | "summary">) {
  return {
    account: account.account,
    display_name: account.displayName,
    scopes: account.scopes === null ? null : JSON.stringify(account.scopes),
    missing_scopes: JSON.stringify(account.missingScopes),
    summary: account.summary,
  };
}

export const trackers = query({
  args: z.object({}),
  handler: async (ctx): Promise<TrackerChoice[]> => {
    signedIn(ctx);
    return [...ctx.app.connections.trackers].map(([tracker, connector]) => ({
      tracker,
      label: connector.label,
      site: connector.site,
      sitePlaceholder: connector.sitePlaceholder ?? null,
      defaultSite: connector.defaultSite?.(ctx.app.connections.config) ?? null,
    }));
  },
});

export const list = query({
  args: z.object({}),
  handler: async (ctx): Promise<ConnectionView[]> => {
    const userId = signedIn(ctx);
    return (await listConnections(ctx.data, userId)).map((row) => viewOf(ctx.app, row));
  },
});

/** Internal: the id of the caller's connection to this account, so connecting it again replaces its token. */
export const existingConnectionId = internalQuery({
  args: z.object({ tracker: trackerArg, site: z.string().max(2048).nullable(), account: z.string().max(1000) }),
  handler: async (ctx, { tracker, site, account }): Promise<string | null> => (await findConnection(ctx.data, signedIn(ctx), tracker, site, account))?.id ?? null,
});

/** Internal: stores a tested connection with its token already sealed for (id, caller). */
export const saveConnection = internalMutation({
  args: z.object({ id: idArg, tracker: trackerArg, site: z.string().max(2048).nullable(), label: z.string().max(MAX_LABEL_LENGTH).nullable(), sealedToken: z.string().max(4000), ...accountArgs }),
  handler: async (ctx, args): Promise<ConnectionView> => {
    const userId = signedIn(ctx);
    const existing = await getConnection(ctx.data, userId, args.id);
    const columns = { ...accountColumns(args), sealed_token: args.sealedToken, last_error: null, updated_at: ctx.now, tested_at: ctx.now };
    if (existing) {
      await updateConnection(ctx.data, userId, args.id, { ...columns, label: args.label ?? existing.label });
    } else {
      const label = args.label ?? defaultLabel(connectorOf(ctx.app, args.tracker), args.site);
      await insertConnection(ctx.data, { id: args.id, user_id: userId, tracker: args.tracker, site: args.site, label, created_at: ctx.now, ...columns });
    }
    return viewOf(ctx.app, (await getConnection(ctx.data, userId, args.id))!);
  },
});

function defaultLabel(connector: TrackerConnector, site: string | null): string {
  return site === null ? connector.label : `${connector.label} at ${new URL(site).host}`;
}

/** The site a person typed, as the tracker's base address (null for a tracker with one address). */
function siteOf(connector: TrackerConnector, typed: string | undefined, config: Config): string | null {
  if (connector.site === "none") return null;
  if (!typed?.trim()) {
    if (connector.site === "optional") return null;
    throw new FunctionError(M.siteRequired);
  }
  const site = connector.normalizeSite?.(typed, config) ?? null;
  if (site === null) throw new FunctionError(M.siteInvalid);
  return site;
}

export const connect = action({
  args: z.object({ tracker: trackerArg, site: z.string().max(2048).optional(), token: z.string().max(4000), label: z.string().max(1000).optional() }),
  handler: async (ctx, args): Promise<ConnectionView> => {
    const userId = signedIn(ctx);
    const connector = connectorOf(ctx.app, args.tracker);
    const token = args.token.trim();
    if (!token) throw new FunctionError(M.tokenRequired);
    if (token.length > connector.maxTokenLength) throw new FunctionError(M.tokenTooLong);
    const label = args.label?.trim() || null;
    if (label !== null && label.length > MAX_LABEL_LENGTH) throw new FunctionError(M.labelTooLong);
    const site = siteOf(connector, args.site, ctx.app.connections.config);
    await enforceLimit(ctx.app.connections.testLimit, userId, ctx.now);
    const tested = await testToken(ctx, connector, { site, token });
    // Only a token the tracker accepted, and that may read something, is kept.
    if ("error" in tested) throw new FunctionError(tested.error);
    const id = (await ctx.runQuery(existingConnectionId, { tracker: args.tracker, site, account: tested.account })) ?? randomUUID();
    // Sealed here, so no mutation's arguments ever hold the token in clear.
    const sealedToken = ctx.app.connections.tokens.seal(token, tokenContext(id, userId));
    return ctx.runMutation(saveConnection, { id, tracker: args.tracker, site, label, sealedToken, ...pickAccount(tested) });
  },
});

function pickAccount(account: TrackerAccount) {
  const { account: name, displayName, scopes, missingScopes, summary } = account;
  return { account: name, displayName, scopes, missingScopes, summary };
}

/** The caller's connection with its token opened, for the server's own use: never an answer to a client. */
export function openConnection(app: AppContext, row: ConnectionRow): { row: ConnectionRow; token: string } {
  try {
    return { row, token: app.connections.tokens.open(row.sealed_token, tokenContext(row.id, row.user_id)) };
  } catch (error) {
    if (error instanceof SecretBoxError) throw new FunctionError(M.cannotOpen);
    throw error;
  }
}

/** Internal: the caller's connection and its token, for testing it again. */
export const connectionForTest = internalQuery({
  args: z.object({ connectionId: idArg }),
  handler: async (ctx, { connectionId }): Promise<{ tracker: string; site: string | null; token: string }> => {
    const row = await getConnection(ctx.data, signedIn(ctx), connectionId);
    if (!row) throw new FunctionError(M.notFound);
    const { token } = openConnection(ctx.app, row);
    return { tracker: row.tracker, site: row.site, token };
  },
});

/** Internal: what testing a stored connection found, kept with it. */
export const recordTest = internalMutation({
  args: z.object({ connectionId: idArg, outcome: z.union([z.object({ error: z.string().max(2000) }), z.object(accountArgs)]) }),
  handler: async (ctx, { connectionId, outcome }): Promise<ConnectionView> => {
    const userId = signedIn(ctx);
    const change = "error" in outcome ? { last_error: outcome.error, tested_at: ctx.now } : { ...accountColumns(outcome), last_error: null, tested_at: ctx.now, updated_at: ctx.now };
    if (!(await updateConnection(ctx.data, userId, connectionId, change))) throw new FunctionError(M.notFound);
    return viewOf(ctx.app, (await getConnection(ctx.data, userId, connectionId))!);
  },
});

export const test = action({
  args: z.object({ connectionId: idArg }),
  handler: async (ctx, { connectionId }): Promise<ConnectionView> => {
    const userId = signedIn(ctx);
    const stored = await ctx.runQuery(connectionForTest, { connectionId });
    const connector = connectorOf(ctx.app, stored.tracker);
    await enforceLimit(ctx.app.connections.testLimit, userId, ctx.now);
    const tested = await testToken(ctx, connector, { site: stored.site, token: stored.token });
    // A failed test keeps the connection (the tracker may be down) and says why on it.
    return ctx.runMutation(recordTest, { connectionId, outcome: "error" in tested ? tested : pickAccount(tested) });
  },
});

export const remove = mutation({
  args: z.object({ connectionId: idArg }),
  handler: async (ctx, { connectionId }): Promise<null> => {
    const userId = signedIn(ctx);
    // Another person's connection is "not found" too: its existence is not theirs to learn.
    if (!(await deleteConnection(ctx.data, userId, connectionId))) throw new FunctionError(M.notFound);
    return null;
  },
});
