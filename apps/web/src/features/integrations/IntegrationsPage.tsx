import { AreaPlaceholder } from "../../components/AreaPlaceholder";

export default function IntegrationsPage() {
  return <AreaPlaceholder title="Integrations" sentence="Webhooks, API keys and the API reference are being built." />;
}
