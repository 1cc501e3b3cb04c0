// The room's plugin face: the slots a tracker plugin's client part fills and the installed list's
// context. It names no plugin.
export type {
  AfterEstimateHandle,
  AfterEstimateProps,
  ClientPlugin,
  ClientPluginSlots,
  QueueImportProps,
  Slot,
  SlotName,
  SlotPropsByName,
  StorySourceProps,
  StoryViewProps,
  TicketBadgeProps,
} from "./clientPlugin";
export { PluginSlot, PluginsProvider, usePlugins, useRoomPlugin, useTicketPlugin } from "./PluginsProvider";
