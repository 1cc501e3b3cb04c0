// Internal functions for email + password accounts. The hash is computed and checked in the
// action (argon2 is slow on purpose), never inside a database transaction.
import { z } from "zod";
import { MESSAGES } from "../../../shared/messages";
import { findUserByEmail, getPasswordHash, insertPasswordHash, insertUser } from "../users";
import { FunctionError, internalMutation, internalQuery } from "../../live";
import { newId } from "./secrets";
import { startAuthSession } from "./sessionStore";

const email = z.string().min(1).max(320);

/** Null when no account has this email; passwordHash null when the account only uses GitHub. */
export const findPasswordAccount = internalQuery({
  args: z.object({ email }),
  handler: async (ctx, args): Promise<{ userId: string; passwordHash: string | null } | null> => {
    const user = await findUserByEmail(ctx.data, args.email);
    if (!user) return null;
    return { userId: user.id, passwordHash: (await getPasswordHash(ctx.data, user.id)) ?? null };
  },
});

export const createPasswordAccount = internalMutation({
  args: z.object({ email, name: z.string().min(1).max(100), passwordHash: z.string().min(1).max(500) }),
  handler: async (ctx, args) => {
    if (await findUserByEmail(ctx.data, args.email)) throw new FunctionError(MESSAGES.auth.serverEmailExists);
    const userId = newId();
    await insertUser(ctx.data, { id: userId, name: args.name, email: args.email, image: null, theme: null, created_at: ctx.now });
    await insertPasswordHash(ctx.data, userId, args.passwordHash, ctx.now);
    return startAuthSession(ctx.data, userId, ctx.now);
  },
});
