/**
 * i18next's keyFromSelector, the one thing react-i18next imports from i18next. The build hands react-i18next this
 * module instead of i18next (vite.config.ts, "react-i18next-alone"), so the app shell, which renders with
 * react-i18next before any translation is needed (the landing page needs none), does not carry i18next itself;
 * i18next comes with the translations (app/translations.ts). A copy of i18next 27's function; i18next-selector.test.ts
 * checks it gives i18next's answers. The app writes keys in full (`t("vendors:table.name")`), so it is rarely called.
 */
const PATH = Symbol("i18next/PATH_KEY");

type Selector = (proxy: unknown) => unknown;

interface SelectorOptions {
  keySeparator?: string | false;
  nsSeparator?: string | false;
  enableSelector?: boolean | "strict";
  ns?: string | readonly string[];
}

/** An object that records the property names a selector reads: `$ => $.table.name` → ["table", "name"]. */
function recorder(): unknown {
  const path: PropertyKey[] = [];
  const handler: ProxyHandler<object> = Object.create(null);
  let current: { proxy: object; revoke: () => void } | undefined;
  handler.get = (target, key) => {
    current?.revoke();
    if (key === PATH) return path;
    path.push(key);
    current = Proxy.revocable(target, handler);
    return current.proxy;
  };
  return Proxy.revocable(Object.create(null), handler).proxy;
}

export function keyFromSelector(selector: Selector, opts?: SelectorOptions): string {
  const path = (selector(recorder()) as Record<symbol, string[]>)[PATH] ?? [];
  const keySeparator = opts?.keySeparator || ".";
  const nsSeparator = opts?.nsSeparator ?? ":";
  const strict = opts?.enableSelector === "strict";
  if (path.length > 1 && nsSeparator) {
    const ns = opts?.ns;
    const list = strict ? (Array.isArray(ns) ? ns : ns ? [ns] : null) : Array.isArray(ns) ? ns : null;
    if (list) {
      const candidates = strict ? list : list.length > 1 ? list.slice(1) : [];
      if (candidates.includes(path[0] as string)) return `${path[0]}${nsSeparator}${path.slice(1).join(keySeparator)}`;
    }
  }
  return path.join(keySeparator);
}
