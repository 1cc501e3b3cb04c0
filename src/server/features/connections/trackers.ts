// What a tracker plugin tells the connections feature (its ServerPlugin's `connection`): its name
// for people, whether a connection names a self-hosted site, and how to test a token. The feature
// knows no tracker: it stores, seals and lists what these answer.
import type { Config } from "../../config";

/** Who a token belongs to and what it may do, as the tracker's connection test found. */
export interface TrackerAccount {
  /** The tracker's own name for the account (a GitHub login, a Jira user name). */
  account: string;
  displayName: string;
  /** The scopes the tracker reported; null when it reports none (fine-grained tokens, Jira's PATs). */
  scopes: string[] | null;
  /** Needed scopes the token lacks, named as the tracker names them. */
  missingScopes: string[];
  /** A sentence for the connections screen: who, and what the token may do. */
  summary: string;
  /** Set when the token works but is of no use here (it may read nothing): a sentence that says what to do. Not stored. */
  refusal: string | null;
}

export interface TrackerConnector {
  /** For people: "GitHub", "Jira Data Center". */
  label: string;
  /**
   * "none": the tracker's one address (set by the operator); "required": the person names a self-hosted
   * site; "optional": the person may name one, else the operator's default (`defaultSite`) is used.
   */
  site: "none" | "optional" | "required";
  /** An example address for the site field ("https://jira.example.com"). */
  sitePlaceholder?: string;
  /** The site an "optional" connection that names none uses, for people ("https://gitlab.com"). */
  defaultSite?(config: Config): string;
  /** The longest token the tracker issues, with room to spare. */
  maxTokenLength: number;
  /** A typed site address as the tracker's base address, or null when it is not one ("required" and "optional"). */
  normalizeSite?(input: string, config: Config): string | null;
  /**
   * Tests a token: resolves with who and what it may do, or rejects with the tracker client's
   * TrackerError, whose message is a sentence for the person (never the token).
   */
  test(connection: { site: string | null; token: string }, config: Config): Promise<TrackerAccount>;
}
