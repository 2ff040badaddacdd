import { describe, expect, it } from "vitest";
import { hostTag, orphanedTestDatabases, testDatabaseName } from "../src/testing.js";

describe("test databases left behind", () => {
  const here = "ci-runner-1";
  const there = "ci-runner-2";
  const dead = () => false;

  it("carry the host that made them in their name", () => {
    expect(testDatabaseName(4242, here)).toMatch(new RegExp(`^tprm_test_${hostTag(here)}_4242_[0-9a-f]{8}$`));
    expect(hostTag(here)).not.toBe(hostTag(there));
  });

  it("are orphans only when made on this host by a process that is gone, with nobody connected", () => {
    const mine = testDatabaseName(4242, here);
    const othersLive = testDatabaseName(4242, there);
    const stillUsed = testDatabaseName(4243, here);
    const running = testDatabaseName(4244, here);
    const orphans = orphanedTestDatabases(
      [
        { name: mine, connections: 0 },
        { name: othersLive, connections: 0 },
        { name: stillUsed, connections: 2 },
        { name: running, connections: 0 },
        { name: "tprm_demo", connections: 0 },
      ],
      here,
      (pid) => pid === 4244,
    );
    expect(orphans).toEqual([mine]);
    // The other machine's database is never touched, even though the same pid is dead here.
    expect(orphanedTestDatabases([{ name: othersLive, connections: 0 }], here, dead)).toEqual([]);
  });
});
