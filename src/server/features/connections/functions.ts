// The connections.* module the registry sees (internal functions are never reachable by a client).
export { connect, list, remove, test, trackers } from "./connections";
