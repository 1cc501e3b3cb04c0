import { createContext, createElement, Suspense, useContext, type ComponentType, type ReactNode } from "react";
import type { RoomInfo } from "../../../lib/roomTypes";
import type { ClientPlugin, SlotName, SlotPropsByName } from "./clientPlugin";

// No provider, no plugins: a screen rendered on its own (a unit test) shows the core alone.
const PluginsContext = createContext<readonly ClientPlugin[]>(Object.freeze([]));

/** Hands the installed plugins (src/plugins/client.ts) to every screen below, once, at the page's root. */
export function PluginsProvider({ plugins, children }: { plugins: readonly ClientPlugin[]; children: ReactNode }) {
  return <PluginsContext.Provider value={plugins}>{children}</PluginsContext.Provider>;
}

/** Every installed plugin, in the list's order: what the app offers. */
export function usePlugins(): readonly ClientPlugin[] {
  return useContext(PluginsContext);
}

/** The tracker `room` uses, if any: a room uses at most one at a time. */
export function useRoomPlugin(room: RoomInfo): ClientPlugin | undefined {
  return activePlugin(usePlugins(), room);
}

export function activePlugin(plugins: readonly ClientPlugin[], room: RoomInfo): ClientPlugin | undefined {
  return plugins.find((plugin) => plugin.isActive(room));
}

/**
 * The plugin that shows a queue story's ticket: the room's tracker, or while the room uses none,
 * the first installed one with a ticket badge (the list's order). A queue story does not record yet
 * which tracker its ticket came from.
 */
export function useTicketPlugin(room: RoomInfo): ClientPlugin | undefined {
  const plugins = usePlugins();
  return activePlugin(plugins, room) ?? plugins.find((plugin) => plugin.slots.ticketBadge);
}

interface PluginSlotProps<Name extends SlotName> {
  plugin: ClientPlugin | undefined;
  slot: Name;
  props: SlotPropsByName[Name];
  /** Shown while the slot's code loads (nothing by default). */
  fallback?: ReactNode;
}

/** `plugin`'s component for `slot`, loaded on first render; nothing when there is no plugin or it leaves the slot empty. */
export function PluginSlot<Name extends SlotName>({ plugin, slot, props, fallback = null }: PluginSlotProps<Name>) {
  const component = plugin?.slots[slot] as ComponentType<SlotPropsByName[Name]> | undefined;
  if (!component) return null;
  return <Suspense fallback={fallback}>{createElement(component, props)}</Suspense>;
}
