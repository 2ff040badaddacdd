import { AreaPlaceholder } from "../../components/AreaPlaceholder";

export default function NotificationsPage() {
  return <AreaPlaceholder title="System Notifications" sentence="The notification center is being built." />;
}
