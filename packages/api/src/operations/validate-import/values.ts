// Whether one CSV value of an export-all archive fits its column: the rule broken, in words, or null. Pure.
// The values are PostgreSQL's own text of them (export-all/tables.ts), so each type has one exact form.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INTEGER = /^-?\d+$/;
const NUMERIC = /^-?\d+(\.\d+)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?)?$/;
const INT_RANGE: Record<string, [bigint, bigint]> = {
  int2: [-32768n, 32767n],
  int4: [-2147483648n, 2147483647n],
  int8: [-9223372036854775808n, 9223372036854775807n],
};

function validDate(text: string) {
  const [y, m, d] = text.slice(0, 10).split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export function valueProblem(
  value: string | null,
  column: { type: string; nullable: boolean },
  enums: ReadonlyMap<string, ReadonlySet<string>>,
  blanked = false,
): string | null {
  if (value === null) {
    // A secret is exported empty (secrets.ts); its column may be NOT NULL here, and a restore would set a new one.
    return column.nullable || blanked ? null : "Required (NOT NULL): the cell is empty";
  }
  const { type } = column;
  if (type === "uuid") return UUID.test(value) ? null : "Not a UUID";
  if (type in INT_RANGE) {
    if (!INTEGER.test(value)) return "Not a whole number";
    const [min, max] = INT_RANGE[type]!;
    const n = BigInt(value);
    return n < min || n > max ? `Out of range for ${type}` : null;
  }
  if (type === "numeric") return NUMERIC.test(value) ? null : "Not an exact decimal number (e.g. 1250000.50)";
  if (type === "bool") return value === "true" || value === "false" ? null : 'Not a boolean ("true" or "false")';
  if (type === "date") return DATE.test(value) && validDate(value) ? null : "Not a date (YYYY-MM-DD)";
  if (type === "timestamp" || type === "timestamptz") {
    return TIMESTAMP.test(value) && validDate(value) ? null : "Not a timestamp (YYYY-MM-DD HH:MM:SS)";
  }
  if (type === "jsonb" || type === "json") {
    try {
      JSON.parse(value);
      return null;
    } catch {
      return "Not valid JSON";
    }
  }
  if (type.startsWith("_")) return value.startsWith("{") && value.endsWith("}") ? null : "Not an array ({a,b})";
  const labels = enums.get(type);
  if (labels && !labels.has(value)) return `Not one of ${[...labels].join(", ")}`;
  return null;
}
