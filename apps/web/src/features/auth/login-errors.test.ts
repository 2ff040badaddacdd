import { LOGIN_MESSAGES } from "@tprm/api/schemas";
import { describe, expect, it } from "vitest";
import { i18n } from "../../i18n/test-setup";
import { HttpStatusError, NetworkError } from "../../lib/http-errors";
import { LOGIN_ERRORS, type LoginText, loginErrorText } from "./login-errors";

/** Shaped like a TRPCClientError: the server's message and data.httpStatus. */
const trpcError = (httpStatus: number, message = "server says") =>
  Object.assign(new Error(message), { data: { httpStatus } });

/** What the screen shows for a sign-in text, in English. */
const shown = (text: LoginText | undefined) => (text && ("key" in text ? i18n.t(text.key) : text.text)) ?? undefined;
const message = (error: unknown) => shown(loginErrorText(error).message);

describe("login error catalogue (000 §8)", () => {
  it("uses the spec's exact texts in English", () => {
    expect(i18n.t(LOGIN_ERRORS[401])).toBe("Invalid email or password. Please check your credentials and try again.");
    expect(i18n.t(LOGIN_ERRORS[403])).toBe("Access denied. Your account may be locked. Please contact support.");
    expect(i18n.t(LOGIN_ERRORS[404])).toBe("Login service not found. Please contact support.");
    expect(i18n.t(LOGIN_ERRORS[500])).toBe("Server error occurred. Please try again later or contact support.");
    expect(i18n.t(LOGIN_ERRORS.network)).toBe(
      "Unable to connect to server. Please check your internet connection or try again later.",
    );
    expect(i18n.t(LOGIN_ERRORS.missingData)).toBe("Login failed - missing token or user data");
  });

  it("maps statuses to the catalogue", () => {
    expect(message(trpcError(401))).toBe(i18n.t(LOGIN_ERRORS[401]));
    expect(message(trpcError(404))).toBe(i18n.t(LOGIN_ERRORS[404]));
    expect(message(trpcError(500))).toBe(i18n.t(LOGIN_ERRORS[500]));
    expect(message(trpcError(503))).toBe(i18n.t(LOGIN_ERRORS[500]));
  });

  it("keeps the server's reason for a 403 next to the catalogue text, translated when it is a known one", () => {
    expect(loginErrorText(trpcError(403, LOGIN_MESSAGES.locked))).toEqual({ message: { key: LOGIN_ERRORS[403] } });
    expect(loginErrorText(trpcError(403, "Waiting for an administrator."))).toEqual({
      message: { key: LOGIN_ERRORS[403] },
      detail: { text: "Waiting for an administrator." },
    });
    const pending = loginErrorText(trpcError(403, LOGIN_MESSAGES.pending));
    expect(pending.detail).toEqual({ key: "auth:loginErrors.pending" });
    expect(shown(pending.detail)).toBe(LOGIN_MESSAGES.pending);
    expect(shown(loginErrorText(trpcError(403, LOGIN_MESSAGES.deactivated)).detail)).toBe(LOGIN_MESSAGES.deactivated);
  });

  it("tells a network failure apart from a proxy error page", () => {
    const offline = Object.assign(new Error("fetch failed"), { cause: new NetworkError(new TypeError("x")) });
    expect(loginErrorText(offline).message).toEqual({ key: LOGIN_ERRORS.network });
    const badGateway = Object.assign(new Error("bad"), { cause: new HttpStatusError(502) });
    expect(loginErrorText(badGateway).message).toEqual({ key: LOGIN_ERRORS[500] });
  });

  it("shows the server message for other statuses (translated when known), else a generic text", () => {
    expect(message(trpcError(429, "Too many sign-in attempts"))).toBe("Too many sign-in attempts");
    expect(loginErrorText(trpcError(429, LOGIN_MESSAGES.rateLimited)).message).toEqual({
      key: "auth:loginErrors.rateLimited",
    });
    expect(message(trpcError(429, LOGIN_MESSAGES.rateLimited))).toBe(LOGIN_MESSAGES.rateLimited);
    expect(loginErrorText({}).message).toEqual({ key: LOGIN_ERRORS.unexpected });
  });
});
