// The trackers feature's face: a room's tracker source and importing from it (issue 31), for the app
// (its environment and room extension) and the plugin face (what a tracker contributes: a RoomTracker).
export { type OtherStorySource, type TrackerLog, type TrackersEnvironment, createTrackersEnvironment } from "./environment";
export type { EstimateToWrite, ImportedStory, ResolvedSource, RoomTracker, SourceChoice, TrackerCall, TrackerInput, WriteTarget } from "./roomTrackers";
export { trackersRoomExtension, type TrackersRoomView } from "./roomExtension";
export { roomTrackerLabel, writeAgreedEstimate, type TrackerImportPreview, type TrackerImportResult, type TrackerSourceView, type WrittenEstimate } from "./trackers";
export {
  queueAgreedWrite,
  scheduleAgreedWrites,
  trackersQueueExtension,
  writeDueEstimatesOnce,
  type AgreedWriteJob,
  type AgreedWriter,
  type AgreedWriteRequest,
  type TrackerWriteView,
} from "./agreedWrites";
