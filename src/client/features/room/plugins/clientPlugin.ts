// The room's slots a tracker plugin's client part fills. The core names no plugin: it reads the
// installed list from context (PluginsProvider) and asks each plugin whether a room uses it.
import type { ComponentType, LazyExoticComponent, RefObject } from "react";
import type { Deck } from "../../../../shared/decks";
import type { QueueStory, RoomInfo, RoomParticipant } from "../../../lib/roomTypes";

/** A slot's component, always loaded on demand: a room that does not use the plugin never downloads it. */
export type Slot<Props> = LazyExoticComponent<ComponentType<Props>>;

/** The story panel's header, owners and admins only: choosing this tracker as the story source and configuring it. */
export interface StorySourceProps {
  room: RoomInfo;
  me: RoomParticipant;
}

/** The story panel's body while the room uses this tracker, instead of the typed story. */
export interface StoryViewProps {
  room: RoomInfo;
  me: RoomParticipant;
}

/** Beside the queue's title, owners and admins only, while the room uses this tracker: importing its tickets. */
export interface QueueImportProps {
  room: RoomInfo;
  /** The queue stories an import added (the queue offers to undo them). */
  onImported: (storyIds: readonly string[]) => void;
}

/** What the agreed-estimate bar calls once the agreed value is recorded (the bar may be gone by then). */
export interface AfterEstimateHandle {
  recorded: (agreedValue: string) => Promise<void>;
}

/**
 * In the agreed-estimate bar (owners and admins, a revealed queue story): the plugin's own option
 * (e.g. writing the points to the ticket) and, through `handle`, what to do once the value is recorded.
 */
export interface AfterEstimateProps {
  room: RoomInfo;
  deck: Deck;
  handle: RefObject<AfterEstimateHandle | null>;
}

/** Under a queue story's title when it is a ticket: its priority, estimate and the like. */
export interface TicketBadgeProps {
  story: QueueStory;
}

/** Each slot's props. */
export interface SlotPropsByName {
  storySource: StorySourceProps;
  storyView: StoryViewProps;
  queueImport: QueueImportProps;
  afterEstimate: AfterEstimateProps;
  ticketBadge: TicketBadgeProps;
}

export type SlotName = keyof SlotPropsByName;
/** A plugin fills the slots it needs; the screens show nothing in the others. */
export type ClientPluginSlots = { readonly [Name in SlotName]?: Slot<SlotPropsByName[Name]> };

/** A tracker's client part, declared once in its folder and listed in src/plugins/client.ts. */
export interface ClientPlugin {
  /** Stable and unique among the installed plugins ("jira"). */
  id: string;
  /** The tracker's name as people read it ("JIRA"). */
  label: string;
  /** Whether `room` takes its stories from this tracker; at most one installed plugin says yes for a room. */
  isActive: (room: RoomInfo) => boolean;
  /**
   * The ticket the room estimates through this tracker outside the queue (picked in its story
   * view), or null: the queue then does not offer its next story over it (issue 36).
   */
  currentTicket?: (room: RoomInfo) => string | null;
  slots: ClientPluginSlots;
}
