// The engine's one face: everything outside src/server/live imports it from here (lint keeps it so).
// Declaring functions and their context; errors a handler may throw.
export * from "./functions";
export * from "./errors";
export { type ApiFromModules, type FunctionModules, buildRegistry } from "./registry";
// Data access helpers the features' data layers use.
export { type PrecompiledStatement, precompiled } from "./precompiled";
export { reuseUnchanged, sameContent } from "./reuse";
export { isDatabaseUnavailable } from "./unavailable";
export { guardPoolClients } from "./poolGuard";
// The engine's own tables and their migrations.
export type { MutationRecordsTable, RequestRecordTables } from "./requestRecordsTable";
export { ENGINE_MIGRATION_TABLE, migrateEngine, migrateWith } from "./migrations";
// Assembling a running engine: runtime, change bus, scheduler, presence, transports.
export { type RuntimeOptions, Runtime } from "./runtime";
export { ALL_TOPICS, type ChangeBus, LocalChangeBus, type TopicsListener } from "./changeBus";
export { PostgresChangeBus } from "./postgresChangeBus";
export { type JobErrorLog, Scheduler } from "./scheduler";
export { type PresenceHooks, PresenceTracker } from "./presence";
export { DEFAULT_REQUEST_RECORD_POLICY, type RequestKey, type RequestRecordPolicy, RequestRecords } from "./requestRecords";
export { type ConnectionLimits, createConnectionLimits, type OpenCounts } from "./transport";
export { createHttpRateLimits, debugEventRecord, type HttpRateLimits, MAX_DEBUG_EVENT_EXTRA_CHARS, registerHttpEndpoints } from "./httpEndpoints";
export { registerSyncEndpoint, type SyncEndpoint } from "./websocketEndpoint";
export { createRuntimeLog, currentLogger, type RuntimeLog, type RuntimeObserver, unobserved } from "./observer";
