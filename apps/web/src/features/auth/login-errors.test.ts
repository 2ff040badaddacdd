import { describe, expect, it } from "vitest";
import { HttpStatusError, NetworkError } from "../../lib/http-errors";
import { LOGIN_ERRORS, loginErrorText } from "./login-errors";

/** Shaped like a TRPCClientError: the server's message and data.httpStatus. */
const trpcError = (httpStatus: number, message = "server says") =>
  Object.assign(new Error(message), { data: { httpStatus } });

describe("login error catalogue (000 §8)", () => {
  it("uses the spec's exact texts", () => {
    expect(LOGIN_ERRORS[401]).toBe("Invalid email or password. Please check your credentials and try again.");
    expect(LOGIN_ERRORS[403]).toBe("Access denied. Your account may be locked. Please contact support.");
    expect(LOGIN_ERRORS[404]).toBe("Login service not found. Please contact support.");
    expect(LOGIN_ERRORS[500]).toBe("Server error occurred. Please try again later or contact support.");
    expect(LOGIN_ERRORS.network).toBe(
      "Unable to connect to server. Please check your internet connection or try again later.",
    );
    expect(LOGIN_ERRORS.missingData).toBe("Login failed - missing token or user data");
  });

  it("maps statuses to the catalogue", () => {
    expect(loginErrorText(trpcError(401)).message).toBe(LOGIN_ERRORS[401]);
    expect(loginErrorText(trpcError(404)).message).toBe(LOGIN_ERRORS[404]);
    expect(loginErrorText(trpcError(500)).message).toBe(LOGIN_ERRORS[500]);
    expect(loginErrorText(trpcError(503)).message).toBe(LOGIN_ERRORS[500]);
  });

  it("keeps the server's reason for a 403 next to the catalogue text", () => {
    expect(loginErrorText(trpcError(403, LOGIN_ERRORS[403]))).toEqual({ message: LOGIN_ERRORS[403] });
    expect(loginErrorText(trpcError(403, "Waiting for an administrator."))).toEqual({
      message: LOGIN_ERRORS[403],
      detail: "Waiting for an administrator.",
    });
  });

  it("tells a network failure apart from a proxy error page", () => {
    const offline = Object.assign(new Error("fetch failed"), { cause: new NetworkError(new TypeError("x")) });
    expect(loginErrorText(offline).message).toBe(LOGIN_ERRORS.network);
    const badGateway = Object.assign(new Error("bad"), { cause: new HttpStatusError(502) });
    expect(loginErrorText(badGateway).message).toBe(LOGIN_ERRORS[500]);
  });

  it("shows the server message for other statuses, else a generic text", () => {
    expect(loginErrorText(trpcError(429, "Too many sign-in attempts")).message).toBe("Too many sign-in attempts");
    expect(loginErrorText({}).message).toBe(LOGIN_ERRORS.unexpected);
  });
});
