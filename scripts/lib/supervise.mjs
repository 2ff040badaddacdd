// Keeps a child process running for `npm start` (scripts/start.mjs): the worker that dies — a crash, exit 134 from
// an out-of-memory abort, a SIGKILL — is started again, and nothing else stops. Plain ESM JavaScript with no
// dependency, so scripts and tests import it alike.
//
// Policy (RESTART_POLICY): after an exit the rest of the child's process group is killed (npm runs the real process
// as its child), then the child is started again after a delay that doubles with every failure in a row — 1 s,
// 2 s, 4 s … at most 30 s. A run that lasted `steadyAfterMs` (60 s) counts as a success: its failure is restarted
// after the first delay again, and is not a fast failure. After `maxFastFailures` (5) fast failures in a row — each
// within `steadyAfterMs` of its start; a steady run in between starts that count at 0 — it stops trying and says so
// (onGiveUp): something is wrong that a restart will not fix, and the rest keeps running.

import { spawn } from "node:child_process";

export const RESTART_POLICY = {
  firstDelayMs: 1_000,
  maxDelayMs: 30_000,
  steadyAfterMs: 60_000,
  maxFastFailures: 5,
};

/** "exit code 134" / "SIGKILL" */
export function describeExit({ code, signal }) {
  return signal ?? `exit code ${code}`;
}

/** Sends `signal` to the child's process group (it was spawned detached, as its group's leader). */
export function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch {
    return false;
  }
}

/**
 * Spawns `command` in a process group of its own (so a Ctrl-C in the terminal reaches the supervisor only, and the
 * whole group can be stopped). Returns { child, exited } where `exited` resolves with { code, signal }.
 */
export function spawnGroup(command, args, options = {}) {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], ...options, detached: true });
  const exited = new Promise((resolve) => {
    child.once("error", (error) => resolve({ code: 1, signal: null, error }));
    child.once("exit", (code, signal) => resolve({ code, signal }));
  });
  return { child, exited };
}

/**
 * Keeps `start()` running (see the policy above). `start` returns { child, exited } (spawnGroup's shape). Calls
 * onStart(run) for every run (run = 1, 2, …), onExit(exit, { restartInMs }) when a run ends on its own, and
 * onGiveUp(exit, failures) when it stops trying. stop(signal) ends it for good: no more restarts, the current
 * child gets `signal` (its whole group), and the promise resolves when it has exited.
 */
export function supervise({ name, start, log = () => {}, policy = {}, onStart, onExit, onGiveUp }) {
  const rules = { ...RESTART_POLICY, ...policy };
  let stopped = false;
  let gaveUp = false;
  let current = null;
  let timer = null;
  /** Failures in a row, for the delay: a steady run's failure counts as the first. */
  let failures = 0;
  /** Fast failures in a row (each within steadyAfterMs of its start), for giving up. */
  let fastFailures = 0;
  let runs = 0;

  function launch() {
    timer = null;
    if (stopped) return;
    runs += 1;
    const startedAt = Date.now();
    current = start();
    onStart?.(runs, current);
    const mine = current;
    mine.exited.then((exit) => {
      if (current === mine) current = null;
      if (stopped) return;
      // Whatever the group still holds (npm's child, a loader's helper) goes with it.
      signalGroup(mine.child, "SIGKILL");
      const steady = Date.now() - startedAt >= rules.steadyAfterMs;
      failures = steady ? 1 : failures + 1;
      fastFailures = steady ? 0 : fastFailures + 1;
      if (fastFailures >= rules.maxFastFailures) {
        log(
          `${name} stopped ${fastFailures} times in a row, each within ${Math.round(rules.steadyAfterMs / 1000)} s of starting (last: ${describeExit(exit)}): not restarting it again. Everything else keeps running; fix the cause (see its output above), then restart.`,
        );
        stopped = true;
        gaveUp = true;
        onGiveUp?.(exit, fastFailures);
        return;
      }
      const delay = Math.min(rules.firstDelayMs * 2 ** (failures - 1), rules.maxDelayMs);
      log(`${name} stopped unexpectedly (${describeExit(exit)}): restarting it in ${formatDelay(delay)}.`);
      onExit?.(exit, { restartInMs: delay });
      timer = setTimeout(launch, delay);
    });
  }

  launch();
  return {
    get runs() {
      return runs;
    },
    get child() {
      return current?.child ?? null;
    },
    /** True once it stopped trying after repeated fast failures (not after stop()). */
    get givenUp() {
      return gaveUp;
    },
    /** Ends it: no more restarts; `signal` to the whole group, which gets `graceMs` to exit before a SIGKILL. */
    async stop(signal = "SIGTERM", graceMs = 40_000) {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      const running = current;
      if (!running) return;
      signalGroup(running.child, signal);
      await running.exited;
      // npm may exit before the process it runs: wait for the whole group.
      const deadline = Date.now() + graceMs;
      while (signalGroup(running.child, 0)) {
        if (Date.now() > deadline) {
          signalGroup(running.child, "SIGKILL");
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

function formatDelay(ms) {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`;
}
