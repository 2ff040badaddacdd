import { focusManager, onlineManager, QueryObserver } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "./query-client";

// The unit tests run in Node: a bare event target stands in for the browser window.
const fakeWindow = new EventTarget();

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("window", fakeWindow);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  focusManager.setFocused(undefined);
  onlineManager.setOnline(true);
});

/** A client with one observed query; `calls()` counts its fetches. */
async function observedQuery() {
  const client = createQueryClient(() => undefined);
  client.mount(); // what QueryClientProvider does: listen for focus and connection
  const queryFn = vi.fn(async () => "data");
  const observer = new QueryObserver(client, { queryKey: ["vendors", "list"], queryFn });
  const unsubscribe = observer.subscribe(() => undefined);
  await vi.advanceTimersByTimeAsync(0);
  expect(queryFn).toHaveBeenCalledTimes(1);
  const stop = () => {
    unsubscribe();
    client.unmount();
  };
  return { client, calls: () => queryFn.mock.calls.length, unsubscribe, stop };
}

describe("the query client's start-up rules (001 §9)", () => {
  it("refetches on window focus and on reconnect, and keeps data 60 seconds after last use", () => {
    const { queries } = createQueryClient(() => undefined).getDefaultOptions();
    expect(queries).toMatchObject({ gcTime: 60_000, refetchOnWindowFocus: true, refetchOnReconnect: true });
  });

  for (const event of ["focus", "visibilitychange"]) {
    it(`refetches what is on screen when the window fires "${event}", once the data is older than 10 s`, async () => {
      const { calls, stop } = await observedQuery();
      fakeWindow.dispatchEvent(new Event(event));
      await vi.advanceTimersByTimeAsync(0);
      expect(calls()).toBe(1); // fresh data: a quick switch back costs nothing
      await vi.advanceTimersByTimeAsync(10_001);
      fakeWindow.dispatchEvent(new Event(event));
      await vi.advanceTimersByTimeAsync(0);
      expect(calls()).toBe(2);
      stop();
    });
  }

  it("refetches when the connection comes back", async () => {
    const { calls, stop } = await observedQuery();
    await vi.advanceTimersByTimeAsync(10_001);
    fakeWindow.dispatchEvent(new Event("offline"));
    fakeWindow.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls()).toBe(2);
    stop();
  });

  it("drops a query's data 60 seconds after the last screen using it went away", async () => {
    const { client, unsubscribe } = await observedQuery();
    unsubscribe();
    await vi.advanceTimersByTimeAsync(59_999);
    expect(client.getQueryData(["vendors", "list"])).toBe("data");
    await vi.advanceTimersByTimeAsync(1);
    expect(client.getQueryData(["vendors", "list"])).toBeUndefined();
    client.unmount();
  });
});
