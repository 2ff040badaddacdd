import { formatDateTime } from "../../../lib/format";
import type { VendorDetail } from "../types";

export function ActivityTab({ vendor }: { vendor: VendorDetail }) {
  if (vendor.activity.length === 0) {
    return <p className="text-sm text-muted-foreground">No activity recorded.</p>;
  }
  return (
    <ol className="relative grid gap-4 border-l pl-5" aria-label="Activity">
      {vendor.activity.map((entry) => (
        <li key={entry.id} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[25px] size-2.5 rounded-full border-2 border-background bg-primary"
          />
          <p className="text-sm">{entry.description}</p>
          <p className="text-xs text-muted-foreground">
            {formatDateTime(entry.createdAt)} · {entry.actor?.name ?? "System"}
          </p>
        </li>
      ))}
    </ol>
  );
}
