// A tracker's client part from its descriptor: the generic source control, import dialog, write-back
// option and ticket badge, bound to the tracker, each loaded only when its slot shows. A room uses it while its
// trackerSource names the tracker.
import { createElement, lazy } from "react";
import type { AfterEstimateProps, ClientPlugin, QueueImportProps, StorySourceProps, TicketBadgeProps } from "../plugins";
import type { TrackerDescriptor } from "./descriptor";

export function trackerClientPlugin(tracker: TrackerDescriptor): ClientPlugin {
  return Object.freeze<ClientPlugin>({
    id: tracker.id,
    label: tracker.label,
    isActive: (room) => room.trackerSource?.tracker === tracker.id,
    slots: Object.freeze({
      storySource: lazy(() => import("./TrackerSource").then((m) => ({ default: (props: StorySourceProps) => createElement(m.TrackerSource, { ...props, tracker }) }))),
      queueImport: lazy(() => import("./TrackerImport").then((m) => ({ default: (props: QueueImportProps) => createElement(m.TrackerImport, { ...props, tracker }) }))),
      // "Also write to <tracker>" in the agreed-estimate bar, and the write once the value is recorded.
      afterEstimate: lazy(() => import("./TrackerWriteBack").then((m) => ({ default: (props: AfterEstimateProps) => createElement(m.TrackerWriteBack, { ...props, tracker }) }))),
      ticketBadge: lazy(() => import("./TrackerTicketBadge").then((m) => ({ default: (props: TicketBadgeProps) => createElement(m.TrackerTicketBadge, props) }))),
    }),
  });
}
