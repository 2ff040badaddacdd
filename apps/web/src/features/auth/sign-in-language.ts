import type { Language } from "../../i18n/languages";
import type { SessionUser } from "../../lib/session";
import type { useTRPCClient } from "../../lib/trpc";

// The language a visitor picks on the signed-out pages, until they sign in. Once signed in the account's own
// language applies (its settings); a language picked on the way in becomes the account's, since the person has just
// said that is the language they read (the settings screen changes it later).

let picked: Language | null = null;

/** The language picker's choice on this visit. */
export function rememberPickedLanguage(language: Language) {
  picked = language;
}

/** The signed-in user, with the language picked before signing in saved as theirs when it differs. */
export async function withPickedLanguage(
  client: ReturnType<typeof useTRPCClient>,
  user: SessionUser,
): Promise<SessionUser> {
  const language = picked;
  picked = null;
  if (!language || !user.settings || user.settings.language === language) return user;
  try {
    const settings = await client.users.updateSettings.mutate({ ...user.settings, language });
    return { ...user, settings };
  } catch {
    return user; // Not saved (e.g. the server refused): the account's language applies, as without the picker.
  }
}
