// The queue feature's face. The planning session and the action bar load in chunks of their own,
// apart from the room's first paint (the room budget is tight): the face decides, not each caller.
import { lazy } from "react";

export { SkipStoryButton } from "./SkipStoryButton";
/** The end of the session, the queue, or the summary (issue 14); wrap in Suspense. */
export const PlanningSession = lazy(() => import("./PlanningSession").then((module) => ({ default: module.PlanningSession })));
/** The action bar under the results (issue 36), with the first reveal of a queue story; wrap in Suspense. */
export const RecordEstimate = lazy(() => import("./RecordEstimate"));
