// A trivial module the runtime's own tests and benchmark register beside the product's
// functions: named counters, which make "applied exactly once" easy to see.
import { z } from "zod";
import { action, type DataAccess, FunctionError, internalMutation, internalQuery, mutation, projectedQuery, query } from "../../src/server/live";
import { MESSAGES } from "../../src/shared/messages";
import { counterDb } from "./counterTable";

const name = z.string().min(1).max(64);
const topic = (counter: string) => `counter:${counter}`;
const ALL_COUNTERS = "counters";

export const get = query({
  args: z.object({ name }),
  handler: async (ctx, args) => {
    ctx.data.readTopic(topic(args.name));
    const row = await counterDb(ctx.data).selectFrom("test_counters").select("value").where("name", "=", args.name).executeTakeFirst();
    return row?.value ?? 0;
  },
});

async function readCounter(data: DataAccess, counter: string): Promise<number> {
  data.readTopic(topic(counter));
  const row = await counterDb(data).selectFrom("test_counters").select("value").where("name", "=", counter).executeTakeFirst();
  return row?.value ?? 0;
}

/** Two counters for every viewer: `first` read on every load, `second` as a part, read again only when its topic moves. */
export const pair = projectedQuery({
  args: z.object({ first: name, second: name }),
  load: async (ctx, args) => {
    const [first, second] = await Promise.all([readCounter(ctx.data, args.first), ctx.part("second", (data) => readCounter(data, args.second))]);
    return { first, second };
  },
  project: (loaded, _args, auth) => ({ ...loaded, viewer: auth?.userId ?? null }),
});

/**
 * A count every viewer sees and a copy of it only some may (signed-in users whose id has an even
 * length): a change reaches both kinds of viewer, with a remainder for some, as a vote's secrecy does.
 */
export const sealed = projectedQuery({
  args: z.object({ name }),
  load: async (ctx, args) => ({ count: await readCounter(ctx.data, args.name) }),
  project: (loaded, _args, auth) => ({ count: loaded.count, sealed: auth && auth.userId.length % 2 === 0 ? loaded.count : null }),
});

export const increment = mutation({
  args: z.object({ name, by: z.number().int().min(-1000).max(1000).default(1), delayMs: z.number().int().min(0).max(5000).default(0) }),
  handler: async (ctx, args) => {
    const row = await counterDb(ctx.data)
      .insertInto("test_counters")
      .values({ name: args.name, value: args.by })
      .onConflict((oc) => oc.column("name").doUpdateSet((eb) => ({ value: eb("test_counters.value", "+", args.by) })))
      .returning("value")
      .executeTakeFirstOrThrow();
    // Holds the transaction open, so a test can cut the socket while the mutation is in flight.
    if (args.delayMs > 0) await new Promise((r) => setTimeout(r, args.delayMs));
    ctx.data.writeTopic(topic(args.name));
    ctx.data.writeTopic(ALL_COUNTERS);
    return row.value;
  },
});

/**
 * Moves the counter from 0 to 1, once: run again after that, it refuses, because of its own
 * effect. The delay holds the transaction open, so a copy on another instance races it.
 */
export const takeOnce = mutation({
  args: z.object({ name, delayMs: z.number().int().min(0).max(5000).default(0) }),
  handler: async (ctx, args) => {
    const taken = await counterDb(ctx.data)
      .updateTable("test_counters")
      .set({ value: 1 })
      .where("name", "=", args.name)
      .where("value", "=", 0)
      .returning("value")
      .executeTakeFirst();
    if (args.delayMs > 0) await new Promise((r) => setTimeout(r, args.delayMs));
    if (!taken) throw new FunctionError(`The counter "${args.name}" was already taken.`);
    ctx.data.writeTopic(topic(args.name));
    ctx.data.writeTopic(ALL_COUNTERS);
    return `taken at ${Date.now()}`;
  },
});

/** As increment, for signed-in callers only (refused with the product's sentence otherwise). */
export const incrementSignedIn = mutation({
  args: z.object({ name }),
  handler: async (ctx, args) => {
    if (!ctx.auth) throw new FunctionError(MESSAGES.auth.notSignedIn);
    const row = await counterDb(ctx.data)
      .insertInto("test_counters")
      .values({ name: args.name, value: 1 })
      .onConflict((oc) => oc.column("name").doUpdateSet((eb) => ({ value: eb("test_counters.value", "+", 1) })))
      .returning("value")
      .executeTakeFirstOrThrow();
    ctx.data.writeTopic(topic(args.name));
    ctx.data.writeTopic(ALL_COUNTERS);
    return row.value;
  },
});

/** A larger result, so tests can see changes travel as small patches. */
export const board = query({
  args: z.object({ prefix: z.string().max(64) }),
  handler: async (ctx, args) => {
    ctx.data.readTopic(ALL_COUNTERS);
    const rows = await counterDb(ctx.data).selectFrom("test_counters").selectAll().where("name", "like", `${args.prefix}%`).orderBy("name").execute();
    return { title: `Counters starting with ${args.prefix}`, items: rows.map((r) => ({ name: r.name, value: r.value })) };
  },
});

export const refuse = mutation({
  args: z.object({ name }),
  handler: async (ctx, args) => {
    await counterDb(ctx.data).insertInto("test_counters").values({ name: args.name, value: 999 }).execute();
    throw new FunctionError(`The counter "${args.name}" refuses to change.`, { counter: args.name });
  },
});

export const crash = mutation({
  args: z.object({}),
  handler: () => {
    throw new Error("secret internal detail");
  },
});

export const whoami = query({
  args: z.object({}),
  handler: (ctx) => ctx.auth?.userId ?? null,
});

export const incrementTwice = action({
  args: z.object({ name }),
  handler: async (ctx, args) => {
    await ctx.runMutation(increment, { name: args.name });
    return ctx.runMutation(increment, { name: args.name });
  },
});

/** Gates a test closes to hold re-runs of gatedTotal, and opens to let them finish. */
const gates = new Map<string, { closed: Promise<void>; open: () => void }>();

export function closeGate(name: string): void {
  let open = () => {};
  const closed = new Promise<void>((resolve) => (open = resolve));
  gates.set(name, { closed, open });
}

export function openGate(name: string): void {
  gates.get(name)?.open();
  gates.delete(name);
}

/** The sum of every counter; a re-run waits while the named gate is closed. */
export const gatedTotal = query({
  args: z.object({ gate: name }),
  handler: async (ctx, args) => {
    ctx.data.readTopic(ALL_COUNTERS);
    const rows = await counterDb(ctx.data).selectFrom("test_counters").select("value").execute();
    await gates.get(args.gate)?.closed;
    return rows.reduce((sum, row) => sum + row.value, 0);
  },
});

/** Exported like the public ones, yet only the server may run it (runtime.runInternal, actions). */
export const setExactly = internalMutation({
  args: z.object({ name, value: z.number().int() }),
  handler: async (ctx, args) => {
    await counterDb(ctx.data)
      .insertInto("test_counters")
      .values({ name: args.name, value: args.value })
      .onConflict((oc) => oc.column("name").doUpdateSet({ value: args.value }))
      .execute();
    ctx.data.writeTopic(topic(args.name));
    ctx.data.writeTopic(ALL_COUNTERS);
    return { caller: ctx.auth?.userId ?? null, value: args.value };
  },
});

export const peek = internalQuery({
  args: z.object({ name }),
  handler: async (ctx, args) => {
    const row = await counterDb(ctx.data).selectFrom("test_counters").select("value").where("name", "=", args.name).executeTakeFirst();
    return row?.value ?? 0;
  },
});

/** An action may run an internal mutation, as the caller. */
export const resetThroughAction = action({
  args: z.object({ name }),
  handler: (ctx, args) => ctx.runMutation(setExactly, { name: args.name, value: 0 }),
});

/** For runtime tests without accounts: the token "user:<id>" stands for that user. */
/** A result of `size` characters and no topic: what bounded output (issue 30) is tested with. */
export const padding = query({
  args: z.object({ size: z.number().int().min(0).max(4 * 1024 * 1024), tag: z.string().max(16).default("") }),
  handler: (_ctx, args) => Promise.resolve(args.tag + "x".repeat(args.size)),
});

export async function testTokenAuthenticator(token: string) {
  const match = /^user:([a-z0-9-]{1,40})$/.exec(token);
  if (!match) return null;
  return {
    identity: { userId: match[1]!, authSessionId: `session-${match[1]}` },
    expiresAt: Date.now() + 60 * 60 * 1000,
    revocationTopic: `authSession:session-${match[1]}`,
  };
}
