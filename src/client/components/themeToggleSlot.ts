// The theme toggle handed to the room header by the page layout (issue 36). The room header is in
// a lazy chunk: importing the toggle there splits the first download of every page into more
// chunks (the sign-in budget), so the layout, which has it already, passes it down instead.
import { createContext, type ComponentType } from "react";

export const ThemeToggleSlot = createContext<ComponentType<{ place?: "site" | "room" }> | null>(null);
