import { AreaPlaceholder } from "../../components/AreaPlaceholder";

export default function OperationsPage() {
  return (
    <AreaPlaceholder
      title="Operations"
      sentence="System health, metrics, database statistics and backups are being built."
    />
  );
}
