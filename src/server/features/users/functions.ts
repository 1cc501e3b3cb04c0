// users.current (spec 3: null when signed out), the per-user theme (spec 1, DESIGN 8) and language (issue 35).
import { z } from "zod";
import { ACCOUNT_LANGUAGES, isAccountLanguage, type AccountLanguage } from "../../../shared/languages";
import { MESSAGES } from "../../../shared/messages";
import { getAuthSession, hasEarlierAuthSession } from "../auth";
import { getUser, setUserLanguage, setUserTheme } from "./data/users";
import { FunctionError, mutation, query } from "../../live";

export interface CurrentUser {
  _id: string;
  name: string;
  email: string;
  image: string | null;
  theme: "light" | "dark" | null;
  /** The language chosen on any device; null until one is. */
  language: AccountLanguage | null;
  /** Still in the session that created the account: the dashboard says welcome, not welcome back. */
  firstVisit: boolean;
}

/** A sign-up creates the user and its session together; a first GitHub sign-in, seconds apart. */
const FIRST_SESSION_WINDOW_MS = 10 * 60_000;

export const current = query({
  args: z.object({}),
  handler: async (ctx): Promise<CurrentUser | null> => {
    if (!ctx.auth) return null;
    const user = await getUser(ctx.data, ctx.auth.userId);
    if (!user) return null;
    const session = await getAuthSession(ctx.data, ctx.auth.authSessionId);
    const firstVisit =
      session !== undefined && session.created_at - user.created_at < FIRST_SESSION_WINDOW_MS && !(await hasEarlierAuthSession(ctx.data, session));
    return { _id: user.id, name: user.name, email: user.email, image: user.image, theme: user.theme, language: isAccountLanguage(user.language) ? user.language : null, firstVisit };
  },
});

export const setTheme = mutation({
  args: z.object({ theme: z.enum(["light", "dark"]) }),
  handler: async (ctx, { theme }) => {
    if (!ctx.auth) throw new FunctionError(MESSAGES.auth.notSignedIn);
    await setUserTheme(ctx.data, ctx.auth.userId, theme);
    return null;
  },
});

export const setLanguage = mutation({
  args: z.object({ language: z.enum(ACCOUNT_LANGUAGES) }),
  handler: async (ctx, { language }) => {
    if (!ctx.auth) throw new FunctionError(MESSAGES.auth.notSignedIn);
    await setUserLanguage(ctx.data, ctx.auth.userId, language);
    return null;
  },
});
