// The trackers.* module the registry sees (internal functions are never reachable by a client).
export { clearSource, importStories, listSources, previewImport, setCardValues, setSource, writeEstimate, writeTarget } from "./trackers";
