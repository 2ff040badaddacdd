// The detail views' way to the collaboration feature (tags above comments, features/collaboration): a feature does
// not import a sibling feature, so the registers' record sheets take it from here.
export {
  CollaborationTabLabel,
  RecordCollaboration,
  type RecordCollaborationProps,
} from "../features/collaboration/RecordCollaboration";
export { RecordCollaborationButton } from "../features/collaboration/RecordCollaborationButton";
