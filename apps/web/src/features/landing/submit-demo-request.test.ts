import { describe, expect, it, vi } from "vitest";
import { DEMO_REQUEST_ENDPOINT } from "./config";
import { DEMO_REQUEST_DEFAULTS } from "./shared";
import { DEMO_REQUEST_MESSAGES, issuesToFieldErrors, submitDemoRequest } from "./submit-demo-request";

const values = {
  ...DEMO_REQUEST_DEFAULTS,
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@northbank.example",
  company: "Northbank",
  title: "CRO",
};

function respond(status: number, body: unknown) {
  return vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
  );
}

describe("submitDemoRequest", () => {
  it("posts the form values, honeypot included, as JSON", async () => {
    const fetchImpl = respond(201, { success: true, data: { id: "dr_1" } });
    await submitDemoRequest({ ...values, website: "" }, fetchImpl);
    expect(fetchImpl).toHaveBeenCalledOnce();
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(DEMO_REQUEST_ENDPOINT);
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({ ...values, website: "" });
  });

  it("returns the new id on 201", async () => {
    expect(await submitDemoRequest(values, respond(201, { success: true, data: { id: "dr_42" } }))).toEqual({
      ok: true,
      id: "dr_42",
    });
  });

  it("maps 400 issues onto fields and points at them in the summary", async () => {
    const outcome = await submitDemoRequest(
      values,
      respond(400, {
        success: false,
        message: "Invalid input",
        issues: [
          { path: ["email"], message: "Use your business email address." },
          { path: "company", message: "Enter your company name." },
          { path: ["email"], message: "second message is ignored" },
          { path: ["unknownField"], message: "dropped" },
        ],
      }),
    );
    expect(outcome).toEqual({
      ok: false,
      message: DEMO_REQUEST_MESSAGES.invalid,
      fieldErrors: { email: "Use your business email address.", company: "Enter your company name." },
    });
  });

  it("keeps the server's 400 message when no issue names a field", async () => {
    expect(
      await submitDemoRequest(values, respond(400, { success: false, message: "Request body must be JSON." })),
    ).toEqual({ ok: false, message: "Request body must be JSON.", fieldErrors: {} });
  });

  it("shows the server's 429 message, or a default sentence", async () => {
    expect(await submitDemoRequest(values, respond(429, { success: false, message: "Slow down." }))).toMatchObject({
      ok: false,
      message: "Slow down.",
    });
    expect(await submitDemoRequest(values, respond(429, {}))).toMatchObject({
      message: DEMO_REQUEST_MESSAGES.rateLimited,
    });
  });

  it("reports a network failure", async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await submitDemoRequest(values, fetchImpl)).toMatchObject({
      ok: false,
      message: DEMO_REQUEST_MESSAGES.network,
    });
  });

  it("reports a server error without a JSON body", async () => {
    const fetchImpl = vi.fn(async () => new Response("<html>Bad gateway</html>", { status: 502 }));
    expect(await submitDemoRequest(values, fetchImpl)).toMatchObject({
      ok: false,
      message: DEMO_REQUEST_MESSAGES.failed,
    });
  });
});

describe("issuesToFieldErrors", () => {
  it("ignores anything that is not a list of issues", () => {
    expect(issuesToFieldErrors(undefined)).toEqual({});
    expect(issuesToFieldErrors({ email: "x" })).toEqual({});
    expect(issuesToFieldErrors([null, { path: ["email"] }])).toEqual({});
  });
});
