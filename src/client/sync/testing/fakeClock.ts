import type { Clock } from "../clock";

interface PendingTimer {
  id: number;
  at: number;
  callback: () => void;
}

/** A clock whose time moves only when a test says so; timers fire in time order. */
export class FakeClock implements Clock {
  private time = 0;
  private nextId = 1;
  private timers: PendingTimer[] = [];

  now = (): number => this.time;

  setTimeout = (callback: () => void, ms: number): unknown => {
    const timer = { id: this.nextId++, at: this.time + Math.max(0, ms), callback };
    this.timers.push(timer);
    return timer.id;
  };

  clearTimeout = (handle: unknown): void => {
    this.timers = this.timers.filter((timer) => timer.id !== handle);
  };

  /** Moves time forward, firing every timer that falls due on the way (including new ones). */
  advance(ms: number): void {
    const target = this.time + ms;
    for (;;) {
      const due = this.timers.filter((timer) => timer.at <= target).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.timers = this.timers.filter((timer) => timer !== due);
      this.time = due.at;
      due.callback();
    }
    this.time = target;
  }

  /** Delays (from now) of the pending timers, soonest first. */
  pendingDelays(): number[] {
    return this.timers.map((timer) => timer.at - this.time).sort((a, b) => a - b);
  }
}
