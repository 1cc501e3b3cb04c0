// Async estimation's face (issue 33): loads in a chunk of its own, apart from the room's first paint.
import { lazy } from "react";

/** The open batch ("main") or opening one and the last outcome ("side"); wrap in Suspense. */
export const AsyncEstimation = lazy(() => import("./AsyncEstimation").then((module) => ({ default: module.AsyncEstimation })));
