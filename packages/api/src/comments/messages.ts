// What the comment procedures answer when they refuse (REST errors are documented with these).
export const M = {
  notFound: "Comment not found.",
  parentNotFound: "The comment replied to was not found on this record.",
  notAuthor: "Only the author may edit a comment.",
  notAuthorOrAdmin: "Only the author or an Admin may delete a comment.",
  deleted: "This comment was deleted.",
  recordNotFound: "Record not found.",
} as const;
