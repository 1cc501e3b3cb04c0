import { describe, expect, it } from "vitest";
import { TurnBudget } from "./turnBudget";

/** A clock the tasks move on by hand: each "costs" what it adds. */
function manualClock() {
  const clock = { t: 0, now: () => clock.t };
  return clock;
}

const laterTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("TurnBudget", () => {
  it("runs tasks at once while the turn has time", async () => {
    const clock = manualClock();
    const turns = new TurnBudget(10, clock.now);
    const ran: string[] = [];
    const a = turns.run(async () => {
      clock.t += 4;
      ran.push("a");
      return "A";
    });
    const b = turns.run(async () => {
      clock.t += 4;
      ran.push("b");
      return "B";
    });
    expect(ran).toEqual(["a", "b"]);
    expect(turns.backlog).toBe(0);
    expect(await Promise.all([a, b])).toEqual(["A", "B"]);
  });

  it("keeps what comes after a spent budget for later turns, in order, a slice of the budget per turn", async () => {
    const clock = manualClock();
    const turns = new TurnBudget(10, clock.now);
    const ran: string[] = [];
    const task = (name: string, cost: number) => async () => {
      clock.t += cost;
      ran.push(name);
    };
    void turns.run(task("first", 15));
    const rest = [turns.run(task("second", 6)), turns.run(task("third", 6)), turns.run(task("fourth", 6))];
    expect(ran).toEqual(["first"]);
    expect(turns.backlog).toBe(3);
    // The next turn takes 6 + 6 ms, which fills its 10 ms; the fourth waits for the turn after.
    await laterTurn();
    expect(ran).toEqual(["first", "second", "third"]);
    await laterTurn();
    expect(ran).toEqual(["first", "second", "third", "fourth"]);
    await Promise.all(rest);
  });

  it("starts the next waiting task in the same turn once a task only waits (a mutation's answer waits for the next flush)", async () => {
    const clock = manualClock();
    const turns = new TurnBudget(10, clock.now);
    const ran: string[] = [];
    let open!: () => void;
    const nextFlush = new Promise<void>((resolve) => (open = resolve));
    const task = (name: string, cost: number) => async () => {
      clock.t += cost;
      // Database work in promise jobs, as SQLite's is, then a wait for something later.
      for (let step = 0; step < 5; step++) await Promise.resolve();
      ran.push(name);
      await nextFlush;
    };
    void turns.run(task("first", 15));
    const rest = [turns.run(task("second", 2)), turns.run(task("third", 2)), turns.run(task("fourth", 2))];
    await laterTurn();
    expect(ran).toEqual(["first", "second", "third", "fourth"]);
    expect(turns.backlog).toBe(0);
    open();
    await Promise.all(rest);
  });

  it("hands a failing task's error to its caller and goes on with the rest", async () => {
    const clock = manualClock();
    const turns = new TurnBudget(10, clock.now);
    void turns.run(async () => void (clock.t += 20));
    const failing = turns.run(async () => {
      throw new Error("refused");
    });
    const after = turns.run(async () => "still runs");
    await expect(failing).rejects.toThrow("refused");
    expect(await after).toBe("still runs");
  });

  it("tells a long loop when the turn is spent, and a new turn starts fresh", async () => {
    const clock = manualClock();
    const turns = new TurnBudget(10, clock.now);
    expect(turns.turnSpent()).toBe(false);
    clock.t += 11;
    expect(turns.turnSpent()).toBe(true);
    await turns.nextTurn();
    await laterTurn();
    expect(turns.turnSpent()).toBe(false);
  });
});
