// The sync client for any JavaScript runtime (browser or Node); React bindings live in react.tsx.
export { SyncClient, type SyncClientOptions, type ConnectionState, type LongDisconnectReport, type OptionalArgs } from "./client";
export { HttpClient, HttpRequestError, type HttpClientOptions, type FetchLike } from "./httpClient";
export { FunctionCallError, SyncConnectionError, CONNECTION_LOST_MESSAGE, CLIENT_CLOSED_MESSAGE } from "./errors";
export type { QueryResult } from "./localQueryStore";
export type { AuthTokenFetcher, AuthChangeListener } from "./authManager";
export type { AuthTarget } from "./authTarget";
export type { WebSocketConstructor, WebSocketLike } from "./socketManager";
export type { Clock } from "./clock";
