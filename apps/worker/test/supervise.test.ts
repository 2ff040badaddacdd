// The restart policy of scripts/lib/supervise.mjs (npm start's worker), on real short-lived processes.
import { describe, expect, it } from "vitest";
import { spawnGroup, supervise } from "../../../scripts/lib/supervise.mjs";

const node = (code: string) => () => spawnGroup(process.execPath, ["-e", code]);

describe("supervise", () => {
  it("restarts a process that keeps dying with doubling delays, then gives up and says so", async () => {
    const lines: string[] = [];
    const delays: number[] = [];
    const gaveUp = await new Promise<{ failures: number; code: number | null }>((resolve) => {
      supervise({
        name: "worker",
        start: node("process.exit(3)"),
        log: (line) => lines.push(line),
        policy: { firstDelayMs: 20, maxFastFailures: 4 },
        onExit: (_exit, { restartInMs }) => delays.push(restartInMs),
        onGiveUp: (exit, failures) => resolve({ failures, code: exit.code }),
      });
    });
    expect(gaveUp).toEqual({ failures: 4, code: 3 });
    expect(delays).toEqual([20, 40, 80]);
    expect(lines.slice(0, 3)).toEqual([
      "worker stopped unexpectedly (exit code 3): restarting it in 20 ms.",
      "worker stopped unexpectedly (exit code 3): restarting it in 40 ms.",
      "worker stopped unexpectedly (exit code 3): restarting it in 80 ms.",
    ]);
    expect(lines[3]).toBe(
      "worker stopped 4 times in a row, each within 60 s of starting (last: exit code 3): not restarting it again. Everything else keeps running; fix the cause (see its output above), then restart.",
    );
  });

  it("a run that lasted counts as a success: the next failure starts the count again", async () => {
    const delays: number[] = [];
    const supervisor = supervise({
      name: "worker",
      start: node("setTimeout(() => process.exit(1), 120)"),
      policy: { firstDelayMs: 10, steadyAfterMs: 100, maxFastFailures: 2 },
      onExit: (_exit, { restartInMs }) => delays.push(restartInMs),
    });
    while (delays.length < 3) await new Promise((r) => setTimeout(r, 20));
    await supervisor.stop();
    expect(delays.slice(0, 3)).toEqual([10, 10, 10]);
    expect(supervisor.givenUp).toBe(false);
  });

  it("gives up after maxFastFailures fast failures, however a steady run before them ended", async () => {
    // Run 1 lasts past steadyAfterMs, then fails; every later run fails at once.
    let runs = 0;
    const delays: number[] = [];
    const gaveUp = await new Promise<number>((resolve) => {
      supervise({
        name: "worker",
        start: () => {
          runs += 1;
          return node(runs === 1 ? "setTimeout(() => process.exit(1), 1200)" : "process.exit(1)")();
        },
        // A second, so that a loaded machine's slow start of node never makes a fast failure look steady.
        policy: { firstDelayMs: 10, steadyAfterMs: 1000, maxFastFailures: 3 },
        onExit: (_exit, { restartInMs }) => delays.push(restartInMs),
        onGiveUp: (_exit, failures) => resolve(failures),
      });
    });
    // The steady run's failure and two fast ones are restarted (the delay doubling from the first); the third fast
    // failure ends it: one slow failure plus two fast ones is not three fast failures.
    expect(gaveUp).toBe(3);
    expect(runs).toBe(4);
    expect(delays).toEqual([10, 20, 40]);
  });

  it("stop() ends the process and its group, and nothing restarts it", async () => {
    let starts = 0;
    const supervisor = supervise({
      name: "worker",
      start: node("setInterval(() => {}, 1000)"),
      onStart: () => {
        starts += 1;
      },
    });
    const child = supervisor.child!;
    await supervisor.stop("SIGTERM");
    expect(child.signalCode).toBe("SIGTERM");
    await new Promise((r) => setTimeout(r, 100));
    expect(starts).toBe(1);
    expect(supervisor.child).toBeNull();
  });
});
