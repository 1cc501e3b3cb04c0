// The trackers.* module the registry sees (internal functions are never reachable by a client).
export { clearSource, importStories, listSources, previewImport, setCardValues, setSource, setWriteBack, writeEstimate, writeTarget } from "./trackers";
