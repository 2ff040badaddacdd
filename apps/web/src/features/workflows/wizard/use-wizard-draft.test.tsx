// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithTrpc } from "../../../lib/test-trpc";
import { useWizardDraft } from "./use-wizard-draft";

const ID = "0195f3a0-0000-7000-8000-000000000001";

function Harness({ onCreated = () => {} }: { onCreated?: (id: string) => void }) {
  const w = useWizardDraft({ initialDraftId: null, onCreated, paused: false });
  return (
    <div>
      <input
        aria-label="legal entity"
        value={w.values.legalEntity}
        onChange={(e) => w.update({ legalEntity: e.target.value })}
      />
      <input
        aria-label="recipient"
        value={w.values.recipientDetails}
        onChange={(e) => w.update({ recipientDetails: e.target.value })}
      />
      <button type="button" onClick={() => void w.saveNow("manual")}>
        save
      </button>
      <p data-testid="notice">{w.notice ? `${w.notice.kind} ${w.notice.at}` : "none"}</p>
      <p data-testid="error">{w.save.error ? w.save.error.message : "no error"}</p>
    </div>
  );
}

const saved = (input: { id?: string | null }) => ({
  id: input.id ?? ID,
  draftLastSaved: "2026-11-28T10:00:00.000Z",
});

/** Lets the mocked call and React's updates run (the fake timers hold only what the test advances). */
const settle = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

describe("the wizard's draft (001 §4, §9)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("auto-saves 30 s after the last change, the timer restarting on each change", async () => {
    const save = vi.fn(saved);
    const created = vi.fn();
    renderWithTrpc(<Harness onCreated={created} />, { "workflowDrafts.save": save as never });
    fireEvent.change(screen.getByLabelText("recipient"), { target: { value: "Retail" } });
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    fireEvent.change(screen.getByLabelText("recipient"), { target: { value: "Retail banking" } });
    await act(() => vi.advanceTimersByTimeAsync(29_999));
    expect(save).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    await settle();
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]?.[0]).toMatchObject({
      id: null,
      recipientDetails: "Retail banking",
      currentStep: "Step 1",
    });
    expect(screen.getByTestId("notice").textContent).toBe("auto 2026-11-28T10:00:00.000Z");
    expect(created).toHaveBeenCalledWith(ID);

    // The next save updates the same draft.
    fireEvent.change(screen.getByLabelText("recipient"), { target: { value: "Retail banking, Frankfurt" } });
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await settle();
    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls[1]?.[0]).toMatchObject({ id: ID });
  });

  it("does not auto-save while recipient, provider and description are empty", async () => {
    const save = vi.fn(saved);
    renderWithTrpc(<Harness />, { "workflowDrafts.save": save as never });
    fireEvent.change(screen.getByLabelText("legal entity"), { target: { value: "Example Bank AG" } });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(save).not.toHaveBeenCalled();
  });

  it("keeps a failed save's reason for the screen", async () => {
    renderWithTrpc(<Harness />, {
      "workflowDrafts.save": () => {
        throw new Error("The vendor or committee named does not exist");
      },
    });
    fireEvent.click(screen.getByText("save"));
    await settle();
    await settle();
    expect(screen.getByTestId("error").textContent).toBe("The vendor or committee named does not exist");
    expect(screen.getByTestId("notice").textContent).toBe("none");
  });
});
