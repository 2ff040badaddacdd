// A strict reader of the Prometheus text exposition format 0.0.4, for the metrics tests: every line is a HELP, a
// TYPE or a sample of a declared family, names and labels are well formed, values are numbers. Throws on anything
// else, naming the line.
const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})?\s+(\S+)(\s+-?\d+)?$/;
const LABEL = /^([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"(,|$)/;
const TYPES = new Set(["counter", "gauge", "histogram", "summary", "untyped"]);

/**
 * A sample's value as Prometheus reads it (Go's strconv.ParseFloat): a decimal or exponent number, or NaN and
 * ±Inf in any letter case — prom-client writes "Nan" for an empty event-loop histogram just after a start.
 */
function parseValue(text: string): number | null {
  if (/^nan$/i.test(text)) return Number.NaN;
  const infinity = /^([+-]?)inf(inity)?$/i.exec(text);
  if (infinity) return infinity[1] === "-" ? -Infinity : Infinity;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) return null;
  return Number(text);
}

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export function parsePrometheusText(text: string) {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  const familyOf = (name: string) => {
    if (types.has(name)) return name;
    for (const suffix of ["_bucket", "_count", "_sum", "_total", "_created"]) {
      const base = name.endsWith(suffix) ? name.slice(0, -suffix.length) : null;
      if (base && types.has(base)) return base;
    }
    return null;
  };
  text.split("\n").forEach((line, i) => {
    const where = `line ${i + 1} (${JSON.stringify(line)})`;
    if (line === "") return;
    if (line.startsWith("# HELP ")) {
      if (!NAME.test(line.slice(7).split(" ")[0]!)) throw new Error(`bad HELP at ${where}`);
      return;
    }
    if (line.startsWith("# TYPE ")) {
      const [name, type] = line.slice(7).split(" ");
      if (!NAME.test(name!) || !TYPES.has(type!)) throw new Error(`bad TYPE at ${where}`);
      if (types.has(name!)) throw new Error(`TYPE declared twice at ${where}`);
      types.set(name!, type!);
      return;
    }
    if (line.startsWith("#")) return;
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not a sample at ${where}`);
    const [, name, , labelText = "", valueText] = match;
    if (!familyOf(name!)) throw new Error(`sample of an undeclared family at ${where}`);
    const labels: Record<string, string> = {};
    let rest = labelText;
    while (rest.length) {
      const label = LABEL.exec(rest);
      if (!label) throw new Error(`bad labels at ${where}`);
      labels[label[1]!] = label[2]!.replace(/\\n/g, "\n").replace(/\\"/g, '"').replace(/\\\\/g, "\\");
      rest = rest.slice(label[0].length);
    }
    const value = parseValue(valueText!);
    if (value === null) throw new Error(`bad value at ${where}`);
    samples.push({ name: name!, labels, value });
  });
  return { types, samples };
}

/** The value of the one sample with this name and these labels (0 when absent). */
export function sampleValue(samples: readonly Sample[], name: string, labels: Record<string, string> = {}) {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value ?? 0;
}
