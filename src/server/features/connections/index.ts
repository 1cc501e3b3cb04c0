// The connections feature's face: a person's tracker connections, for the app (its environment),
// the plugin face (what a tracker contributes) and the tracker plugins (a connection's token, for its owner's actions).
export { type ConnectionsEnvironment, createConnectionsEnvironment } from "./environment";
export type { TrackerAccount, TrackerConnector } from "./trackers";
export { type ConnectionView, type TrackerChoice, openConnection } from "./connections";
export { type ConnectionRow, getConnection, listConnections } from "./data/connections";
