// Types of supervise.mjs, for the TypeScript tests that drive it.
import type { ChildProcess, SpawnOptions } from "node:child_process";

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  error?: Error;
}

export interface Run {
  child: ChildProcess;
  exited: Promise<Exit>;
}

export interface RestartPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  steadyAfterMs: number;
  maxFastFailures: number;
}

export const RESTART_POLICY: RestartPolicy;
export function describeExit(exit: Exit): string;
export function signalGroup(child: ChildProcess, signal: NodeJS.Signals | 0): boolean;
export function spawnGroup(command: string, args: string[], options?: SpawnOptions): Run;

export interface Supervisor {
  readonly runs: number;
  readonly child: ChildProcess | null;
  readonly givenUp: boolean;
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
}

export function supervise(options: {
  name: string;
  start: () => Run;
  log?: (message: string) => void;
  policy?: Partial<RestartPolicy>;
  onStart?: (run: number, current: Run) => void;
  onExit?: (exit: Exit, next: { restartInMs: number }) => void;
  onGiveUp?: (exit: Exit, failures: number) => void;
}): Supervisor;
