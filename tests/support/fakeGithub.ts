// A loopback stand-in for GitHub's OAuth web flow and the two API calls sign-in makes, faithful
// to contracts/NOTES.md section 3: the authorize page redirects straight back with code and
// state (no login screen), token errors are HTTP 200 with an `error` field, the API wants a
// User-Agent and a Bearer token, and /user/emails carries primary/verified flags.
// OAuth and API are served from one origin: point GITHUB_OAUTH_URL and GITHUB_API_URL at `url`.
import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

export interface FakeGithubEmail {
  email: string;
  primary: boolean;
  verified: boolean;
}

export interface FakeGithubUser {
  id: number;
  login: string;
  name: string | null;
  avatarUrl: string;
  emails: FakeGithubEmail[];
}

export interface FakeGithub {
  url: string;
  clientId: string;
  clientSecret: string;
  /** loadConfig variables that point the app at this fake. */
  env: Record<string, string>;
  /** Who signs in at the next authorize request (default "octocat"); null makes the user decline. A browser
   * holding the cookie `fake_github_login=<login>` signs in as that user instead (POST /__users adds one). */
  setNextUser(login: string | null): void;
  addUser(user: Omit<FakeGithubUser, "avatarUrl"> & { avatarUrl?: string }): void;
  /** Requests seen, newest last: method, path and the headers tests care about. */
  requests: Array<{ method: string; path: string; userAgent?: string; authorization?: string }>;
  close(): Promise<void>;
}

const DOCS = "https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors";
const TOKEN_ERRORS = {
  bad_verification_code: "The code passed is incorrect or expired.",
  incorrect_client_credentials: "The client_id and/or client_secret passed are incorrect.",
  redirect_uri_mismatch: "The redirect_uri MUST match the registered callback URL for this application.",
} as const;

interface IssuedCode {
  login: string;
  redirectUri: string | null;
  challenge: string | null;
  expiresAt: number;
  used: boolean;
}

export function defaultFakeGithubUsers(): FakeGithubUser[] {
  return [
    {
      id: 583231,
      login: "octocat",
      name: "The Octocat",
      avatarUrl: "https://avatars.githubusercontent.com/u/583231?v=4",
      emails: [
        { email: "octocat@github.com", primary: true, verified: true },
        { email: "583231+octocat@users.noreply.github.com", primary: false, verified: true },
      ],
    },
    // A verified secondary address must not be taken instead of the unverified primary one.
    {
      id: 1000001,
      login: "unverified",
      name: "Unverified Person",
      avatarUrl: "https://avatars.githubusercontent.com/u/1000001?v=4",
      emails: [
        { email: "unverified@example.com", primary: true, verified: false },
        { email: "other@example.com", primary: false, verified: true },
      ],
    },
    {
      id: 1000002,
      login: "nameless",
      name: null,
      avatarUrl: "https://avatars.githubusercontent.com/u/1000002?v=4",
      emails: [{ email: "Nameless@Example.com", primary: true, verified: true }],
    },
  ];
}

export async function startFakeGithub(options: { clientId?: string; clientSecret?: string } = {}): Promise<FakeGithub> {
  const clientId = options.clientId ?? "fake-client-id";
  const clientSecret = options.clientSecret ?? "fake-client-secret";
  const users = new Map(defaultFakeGithubUsers().map((u) => [u.login, u]));
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, string>();
  const requests: FakeGithub["requests"] = [];
  let nextUser: string | null = "octocat";

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => sendJson(res, 500, { message: String(error) }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://fake");
    requests.push({ method: req.method ?? "GET", path: url.pathname, userAgent: req.headers["user-agent"], authorization: req.headers.authorization });
    if (req.method === "GET" && url.pathname === "/login/oauth/authorize") return authorize(url, req, res);
    if (req.method === "POST" && url.pathname === "/__users") return addUserOverHttp(req, res);
    if (req.method === "POST" && url.pathname === "/login/oauth/access_token") return accessToken(req, res);
    if (req.method === "GET" && (url.pathname === "/user" || url.pathname === "/user/emails")) return api(url.pathname, req, res);
    sendJson(res, 404, { message: "Not Found", documentation_url: "https://docs.github.com/rest" });
  }

  // Browser tests in another process add their own people here (one per test, so they never collide).
  async function addUserOverHttp(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const user = JSON.parse(await readBody(req)) as Omit<FakeGithubUser, "avatarUrl">;
    users.set(user.login, { avatarUrl: `https://avatars.githubusercontent.com/u/${user.id}?v=4`, ...user });
    sendJson(res, 201, { login: user.login });
  }

  function authorize(url: URL, req: IncomingMessage, res: ServerResponse): void {
    const q = url.searchParams;
    // Real GitHub shows an error page (no redirect) for an unknown client.
    if (q.get("client_id") !== clientId) return sendText(res, 404, "Not Found");
    const redirectUri = q.get("redirect_uri");
    if (!redirectUri) return sendText(res, 400, "redirect_uri missing (the fake has no registered callback)");
    const challenge = q.get("code_challenge");
    const method = q.get("code_challenge_method");
    if (challenge && method !== "S256") return sendText(res, 400, "code_challenge_method must be S256");
    const back = new URL(redirectUri);
    const state = q.get("state");
    // Who is signed in to GitHub in this browser: a cookie, as on the real site; else the default.
    const cookieLogin = /(?:^|;\s*)fake_github_login=([^;]+)/.exec(req.headers.cookie ?? "")?.[1];
    const login = cookieLogin && users.has(decodeURIComponent(cookieLogin)) ? decodeURIComponent(cookieLogin) : nextUser;
    if (login === null) {
      back.searchParams.set("error", "access_denied");
      back.searchParams.set("error_description", "The user has denied your application access.");
    } else {
      const code = randomBytes(10).toString("hex");
      codes.set(code, { login, redirectUri, challenge, expiresAt: Date.now() + 10 * 60_000, used: false });
      back.searchParams.set("code", code);
    }
    if (state !== null) back.searchParams.set("state", state);
    res.writeHead(302, { Location: back.toString() }).end();
  }

  async function accessToken(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    const params = (req.headers["content-type"] ?? "").includes("application/json")
      ? new Map(Object.entries(JSON.parse(raw || "{}") as Record<string, string>))
      : new Map(new URLSearchParams(raw));
    let [id, secret] = [params.get("client_id"), params.get("client_secret")];
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? "");
    if (basic) [id, secret] = Buffer.from(basic[1]!, "base64").toString().split(":");
    const wantsJson = (req.headers.accept ?? "").includes("application/json");
    const reply = (body: Record<string, string>) => {
      // Errors too are HTTP 200 (NOTES.md 3.2).
      if (wantsJson) sendJson(res, 200, body);
      else sendText(res, 200, new URLSearchParams(body).toString(), "application/x-www-form-urlencoded; charset=utf-8");
    };
    const error = (code: keyof typeof TOKEN_ERRORS) => reply({ error: code, error_description: TOKEN_ERRORS[code], error_uri: `${DOCS}/#${code.replaceAll("_", "-")}` });

    if (id !== clientId || secret !== clientSecret) return error("incorrect_client_credentials");
    const issued = codes.get(params.get("code") ?? "");
    if (!issued || issued.used || issued.expiresAt < Date.now()) return error("bad_verification_code");
    issued.used = true;
    const redirectUri = params.get("redirect_uri");
    if (redirectUri && issued.redirectUri && redirectUri !== issued.redirectUri) return error("redirect_uri_mismatch");
    if (issued.challenge) {
      // GitHub's exact answer for a wrong verifier is undocumented (NOTES.md 5); the code is refused.
      const verifier = params.get("code_verifier");
      if (!verifier || createHash("sha256").update(verifier).digest("base64url") !== issued.challenge) return error("bad_verification_code");
    }
    const token = `gho_${randomBytes(18).toString("hex")}`;
    tokens.set(token, issued.login);
    reply({ access_token: token, token_type: "bearer", scope: "read:user,user:email" });
  }

  function api(path: string, req: IncomingMessage, res: ServerResponse): void {
    if (!req.headers["user-agent"]) {
      return sendText(res, 403, "Request forbidden by administrative rules. Please make sure your request has a User-Agent header (https://docs.github.com/en/rest/overview/resources-in-the-rest-api#user-agent-required).");
    }
    const auth = /^(?:Bearer|token) (.+)$/.exec(req.headers.authorization ?? "");
    if (!auth) return sendJson(res, 401, { message: "Requires authentication", documentation_url: "https://docs.github.com/rest", status: "401" });
    const login = tokens.get(auth[1]!);
    const user = login ? users.get(login) : undefined;
    if (!user) return sendJson(res, 401, { message: "Bad credentials", documentation_url: "https://docs.github.com/rest", status: "401" });
    if (path === "/user/emails") {
      return sendJson(
        res,
        200,
        user.emails.map((e) => ({ ...e, visibility: e.primary ? "private" : null })),
      );
    }
    sendJson(res, 200, {
      login: user.login,
      id: user.id,
      node_id: `MDQ6VXNlcj${user.id}`,
      avatar_url: user.avatarUrl,
      type: "User",
      site_admin: false,
      name: user.name,
      // Public email only; these users keep theirs private, as many do.
      email: null,
      created_at: "2011-01-25T18:44:36Z",
    });
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    url,
    clientId,
    clientSecret,
    env: { GITHUB_CLIENT_ID: clientId, GITHUB_CLIENT_SECRET: clientSecret, GITHUB_OAUTH_URL: url, GITHUB_API_URL: url },
    setNextUser(login) {
      if (login !== null && !users.has(login)) throw new Error(`fake GitHub has no user ${login}`);
      nextUser = login;
    },
    addUser(user) {
      users.set(user.login, { avatarUrl: `https://avatars.githubusercontent.com/u/${user.id}?v=4`, ...user });
    },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => resolve(body));
    req.on("error", reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" }).end(JSON.stringify(body));
}

function sendText(res: ServerResponse, status: number, body: string, type = "text/plain; charset=utf-8"): void {
  res.writeHead(status, { "Content-Type": type }).end(body);
}
