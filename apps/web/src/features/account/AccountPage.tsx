import { AreaPlaceholder } from "../../components/AreaPlaceholder";

export default function AccountPage() {
  return (
    <AreaPlaceholder
      title="Account Security"
      sentence="Password change, two-factor authentication, sessions and API keys are being built."
    />
  );
}
