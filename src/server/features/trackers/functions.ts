// The trackers.* module the registry sees (internal functions are never reachable by a client).
export { clearSource, importStories, previewImport, setSource, writeEstimate } from "./trackers";
