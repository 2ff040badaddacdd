// Sending one signed webhook request (docs/WEBHOOKS.md "Signature"): POST of the JSON body with
// `X-TPRM-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, a time limit, the response's first
// 1,000 characters and the duration kept. The connection resolves its host through the SSRF guard (url-guard.ts), so
// the address connected to is the one checked. Used by the worker's deliveries and by the server's test event.
import { createHmac, randomBytes } from "node:crypto";
import type { LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import {
  WEBHOOK_RESPONSE_EXCERPT,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMEOUT_MS,
  webhookSignedPayload,
} from "../collaboration/rules.js";
import { checkHost, type GuardOptions, UrlRefused } from "./url-guard.js";

/** A new endpoint's signing secret: 32 random bytes, shown once. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString("base64url")}`;

export function webhookSignature(secret: string, timestampSeconds: number, body: string) {
  const mac = createHmac("sha256", secret).update(webhookSignedPayload(timestampSeconds, body)).digest("hex");
  return `t=${timestampSeconds},v1=${mac}`;
}

export interface SendOutcome {
  ok: boolean;
  /** The HTTP status, null when no answer came (refused, timed out, network error). */
  status: number | null;
  durationMs: number;
  /** The response's first characters, or what went wrong. */
  excerpt: string;
  /** The URL was refused by the guard: retrying will not help until the setting or the DNS changes. */
  refused?: boolean;
}

export interface SendInput extends GuardOptions {
  url: string;
  secret: string;
  body: string;
  eventId: string;
  event: string;
  timeoutMs?: number;
  now?: () => Date;
}

type LookupCallback = (err: Error | null, address: string | LookupAddress[], family?: number) => void;

function guardedLookup(options: GuardOptions) {
  return (hostname: string, opts: { all?: boolean }, callback: LookupCallback) => {
    checkHost(hostname, options).then(
      (addresses) => {
        const list = addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
        if (opts.all) callback(null, list);
        else callback(null, list[0]!.address, list[0]!.family);
      },
      (error: Error) => callback(error, ""),
    );
  };
}

export async function sendWebhook(input: SendInput): Promise<SendOutcome> {
  const started = performance.now();
  const url = new URL(input.url);
  // An address written in the URL is connected to without a lookup: check it here (a name is checked in lookup).
  if (isIP(url.hostname.replace(/^\[|\]$/g, ""))) {
    try {
      await checkHost(url.hostname, input);
    } catch (error) {
      if (!(error instanceof UrlRefused)) throw error;
      return { ok: false, status: null, durationMs: 0, excerpt: error.message, refused: true };
    }
  }
  return send(input, url, started);
}

function send(input: SendInput, url: URL, started: number): Promise<SendOutcome> {
  const elapsed = () => Math.round(performance.now() - started);
  const t = Math.floor((input.now?.() ?? new Date()).getTime() / 1000);
  const client = url.protocol === "https:" ? https : http;
  return new Promise<SendOutcome>((resolve) => {
    let settled = false;
    const limitMs = input.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
    const noAnswer = () => new Error(`No answer within ${limitMs / 1000} s`);
    // The whole exchange (lookup, connection, answer) within the limit: a receiver trickling bytes is cut off too.
    const timer = setTimeout(() => req.destroy(noAnswer()), limitMs);
    const finish = (outcome: SendOutcome) => {
      clearTimeout(timer);
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const req = client.request(
      url,
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(input.body),
          "user-agent": "TPRM-Webhooks/1.0",
          [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(input.secret, t, input.body),
          "X-TPRM-Event": input.event,
          "X-TPRM-Event-Id": input.eventId,
        },
        lookup: guardedLookup(input) as never,
        timeout: limitMs,
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          if (text.length < WEBHOOK_RESPONSE_EXCERPT) text += chunk;
          else res.destroy();
        });
        const done = () => {
          const status = res.statusCode ?? 0;
          finish({
            ok: status >= 200 && status < 300,
            status,
            durationMs: elapsed(),
            excerpt: text.slice(0, WEBHOOK_RESPONSE_EXCERPT),
          });
        };
        res.on("end", done);
        res.on("close", done);
      },
    );
    req.on("timeout", () => req.destroy(noAnswer()));
    req.on("error", (error) => {
      const refused = error instanceof UrlRefused;
      finish({ ok: false, status: null, durationMs: elapsed(), excerpt: error.message.slice(0, 1000), refused });
    });
    req.end(input.body);
  });
}
