// The tags' messages (the API's words; the screens translate by code where they show them).
export const M = {
  notFound: "Tag not found.",
  duplicate: "A tag with this name already exists.",
  recordNotFound: "A record named does not exist (nothing was changed).",
  recordHidden: "You may not view one of the records named (nothing was changed).",
} as const;
