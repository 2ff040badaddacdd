import { AreaPlaceholder } from "../../components/AreaPlaceholder";

export default function ProfilePage() {
  return (
    <AreaPlaceholder
      title="User Profile"
      sentence="Your profile page, with personal and professional details, is being built."
    />
  );
}
