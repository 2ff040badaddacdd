-- The day a person joined the organisation: nullable, so existing accounts keep every value they have.
ALTER TABLE "User" ADD COLUMN "joinDate" DATE;
