import { api } from "../../../lib/api";
import { useQuery } from "../../../sync/react";

/** The signed-in person's own connections to this tracker (undefined while loading): imports use one of these. */
export function useOwnConnections(tracker: string) {
  const connections = useQuery(api.connections.list);
  return connections?.filter((connection) => connection.tracker === tracker);
}
