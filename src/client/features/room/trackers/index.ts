// The room's generic tracker parts (issue 31): a tracker plugin's client part is its descriptor
// through trackerClientPlugin; the source note shows everyone where the stories come from.
export { type TrackerDescriptor, type TrackerField, type TrackerRoute, type TrackerSourceKind } from "./descriptor";
export { trackerClientPlugin } from "./trackerClientPlugin";
export { TrackerSourceNote } from "./TrackerSourceNote";
