/**
 * A stable translation key segment from a name as the platform writes it: "IT Security" → "itSecurity",
 * "Business User" → "businessUser", "ROLE_CHANGE" → "roleChange", "AgreementAcceptance" → "agreementAcceptance".
 */
export function camelKey(name: string): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words
    .map((word, index) => {
      // A word in capitals ("IT", "ADMIN", "CHANGE") is one word; a mixed-case one keeps its inner capitals.
      const lower = word === word.toUpperCase() ? word.toLowerCase() : word;
      const first = index === 0 ? lower.charAt(0).toLowerCase() : lower.charAt(0).toUpperCase();
      return first + lower.slice(1);
    })
    .join("");
}
