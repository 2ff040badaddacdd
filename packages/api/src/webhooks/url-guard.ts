// The server-side request forgery guard (issue 18; docs/WEBHOOKS.md "Which URLs are refused"): a webhook must not
// make the platform call into the bank's own network. The host is resolved and every address it resolves to is
// checked — loopback, private, shared (carrier-grade NAT), link-local (cloud metadata), multicast, unspecified and
// reserved ranges, and the platform's own host (APP_URL) are refused unless the organisation allows private URLs.
// It runs when an endpoint is saved and again at send time, inside the connection's own lookup (send.ts), so the
// address checked is the address connected to even if DNS changed in between.
import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

export const URL_REFUSED =
  "The URL's host is the platform itself or resolves to a loopback, private, link-local or multicast address, which an Admin has not allowed (Integrations → private URLs), or it cannot be resolved.";

const blocked = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  blocked.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  ["64:ff9b::", 96],
] as const)
  blocked.addSubnet(net, prefix, "ipv6");

/** True for an address no webhook may reach unless private URLs are allowed. An IPv4-mapped IPv6 is read as IPv4. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, "ipv4");
  const family = isIP(address);
  if (family === 4) return blocked.check(address, "ipv4");
  if (family === 6) return blocked.check(address, "ipv6");
  return true;
}

export class UrlRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "UrlRefused";
  }
}

const bareHost = (hostname: string) => hostname.replace(/^\[|\]$/g, "").toLowerCase();

async function addressesOf(host: string): Promise<string[]> {
  if (isIP(host)) return [host];
  try {
    return (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    return [];
  }
}

export interface GuardOptions {
  allowPrivate: boolean;
  /** The platform's own URL (APP_URL): its host is refused like a private one. */
  appUrl: string;
}

/** The addresses `hostname` may be connected at, or a UrlRefused saying why not. */
export async function checkHost(hostname: string, options: GuardOptions): Promise<string[]> {
  const host = bareHost(hostname);
  const addresses = await addressesOf(host);
  if (!addresses.length) throw new UrlRefused(`The host ${host} cannot be resolved.`);
  if (options.allowPrivate) return addresses;
  const own = bareHost(new URL(options.appUrl).hostname);
  if (host === own || host === "localhost" || host.endsWith(".localhost"))
    throw new UrlRefused(`The host ${host} is the platform itself or this machine.`);
  const bad = addresses.find(isPrivateAddress);
  if (bad) throw new UrlRefused(`The host ${host} resolves to ${bad}, a loopback, private or link-local address.`);
  const ownAddresses = await addressesOf(own);
  const same = addresses.find((a) => ownAddresses.includes(a));
  if (same) throw new UrlRefused(`The host ${host} resolves to ${same}, the platform's own address.`);
  return addresses;
}

/** Checks a whole URL (its host) at save time. */
export function checkUrl(url: string, options: GuardOptions) {
  return checkHost(new URL(url).hostname, options);
}
