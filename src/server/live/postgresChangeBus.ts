// Change bus across instances: every instance LISTENs on one channel through its own
// connection; a commit NOTIFYs topic names (tiny payloads) tagged with the sender's id, so an
// instance applies its own changes at once and ignores their echo. The executor sends the
// notices inside the writing transaction (noticesFor), which PostgreSQL delivers on commit:
// other instances learn of every committed change even if its process dies right after.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { ALL_TOPICS, LocalChangeBus, type ChangeBus, type ChangeNotice, type TopicsListener } from "./changeBus";
import { guardPoolClients } from "./poolGuard";

const CHANNEL = "planning_poker_changes";
// NOTIFY payloads must stay under 8000 bytes.
const MAX_PAYLOAD_CHARS = 7000;
const RECONNECT_DELAY_MS = 1000;
const MAX_UNSENT = 100;

export class PostgresChangeBus implements ChangeBus {
  private readonly local = new LocalChangeBus();
  private readonly instanceId = randomUUID();
  private listener: pg.Client | null = null;
  private closed = false;
  private unsent: string[] = [];
  private retryTimer: NodeJS.Timeout | null = null;

  private constructor(
    private readonly url: string,
    private readonly pool: pg.Pool,
  ) {}

  static async start(url: string): Promise<PostgresChangeBus> {
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    // A connection the server drops (a restart, a failover) must not take the process down:
    // without a listener, pg's 'error' event is thrown. The next NOTIFY opens a new connection.
    guardPoolClients(pool, "change bus");
    const bus = new PostgresChangeBus(url, pool);
    await bus.listen();
    return bus;
  }

  publish(topics: readonly string[], noticesSent = false): void {
    if (topics.length === 0) return;
    this.local.publish(topics);
    if (noticesSent) return;
    for (const payload of chunkPayloads(this.instanceId, topics)) this.notify(payload);
  }

  noticesFor(topics: readonly string[]): ChangeNotice[] | null {
    if (topics.length === 0) return null;
    return chunkPayloads(this.instanceId, topics).map((payload) => ({ channel: CHANNEL, payload }));
  }

  subscribe(listener: TopicsListener): () => void {
    return this.local.subscribe(listener);
  }

  /**
   * A NOTIFY that fails (its connection was cut) is sent again until it gets through: the change
   * is committed, and other instances' viewers would otherwise never see it. Too many at once
   * collapse into one "everything changed".
   */
  private notify(payload: string): void {
    this.pool.query("SELECT pg_notify($1, $2)", [CHANNEL, payload]).catch((err: Error) => {
      if (this.closed) return;
      if (this.unsent.length === 0) console.error("change bus: notify failed, retrying:", err.message);
      this.unsent = this.unsent.length >= MAX_UNSENT ? [`${this.instanceId}\n${ALL_TOPICS}`] : [...this.unsent, payload];
      this.retryTimer ??= setTimeout(() => this.resend(), RECONNECT_DELAY_MS);
    });
  }

  private resend(): void {
    this.retryTimer = null;
    const payloads = this.unsent;
    this.unsent = [];
    for (const payload of payloads) this.notify(payload);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    await this.listener?.end().catch(() => {});
    await this.pool.end();
    await this.local.close();
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on("notification", (msg) => {
      if (!msg.payload) return;
      const [sender, ...topics] = msg.payload.split("\n");
      if (sender !== this.instanceId && topics.length > 0) this.local.publish(topics);
    });
    client.on("error", () => this.reconnect(client));
    client.on("end", () => this.reconnect(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.listener = client;
  }

  private reconnect(failed: pg.Client): void {
    if (this.closed || this.listener !== failed) return;
    this.listener = null;
    // Changes missed while the listener was down are unknowable: re-run everything once back.
    const retry = () => {
      if (this.closed) return;
      this.listen()
        .then(() => this.local.publish([ALL_TOPICS]))
        .catch(() => setTimeout(retry, RECONNECT_DELAY_MS));
    };
    setTimeout(retry, RECONNECT_DELAY_MS);
  }
}

function chunkPayloads(sender: string, topics: readonly string[]): string[] {
  const payloads: string[] = [];
  let current: string[] = [];
  let size = sender.length;
  for (const topic of topics) {
    if (current.length > 0 && size + topic.length + 1 > MAX_PAYLOAD_CHARS) {
      payloads.push([sender, ...current].join("\n"));
      current = [];
      size = sender.length;
    }
    current.push(topic);
    size += topic.length + 1;
  }
  if (current.length > 0) payloads.push([sender, ...current].join("\n"));
  return payloads;
}
