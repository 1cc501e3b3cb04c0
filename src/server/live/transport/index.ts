// The transport seam: the tricks by which the engine meets the network, apart from what it means.
// Raw text frames written past ws's per-send copies, several to a socket in one write and from
// bytes encoded once for many sockets, with back-pressure (a slow reader is told apart from an
// oversized frame), the per-address and per-account connection caps, and the turn
// budget that spreads client messages over the event loop's turns. The endpoints
// (websocketEndpoint.ts, httpEndpoints.ts) and the sessions use this face only.
export { type ConnectionLimits, createConnectionLimits, type OpenCounts } from "./connectionLimits";
export { type FramePiece, type OutgoingMessage, OutputCounters, type OutputLimits, textFrame, writeTextFrame, writeTextFrames } from "./textFrames";
export { microtasksDone, TurnBudget } from "./turnBudget";
