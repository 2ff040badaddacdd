import { AreaPlaceholder } from "../../components/AreaPlaceholder";

export default function SettingsPage() {
  return <AreaPlaceholder title="Settings" sentence="Display and notification preferences are being built." />;
}
