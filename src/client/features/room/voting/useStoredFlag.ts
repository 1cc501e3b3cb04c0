import { useCallback, useState } from "react";

/**
 * A yes/no remembered in localStorage (spec 3's client persisted items). Storage that refuses
 * (private modes) still works for the page's lifetime.
 */
export function useStoredFlag(key: string): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(() => read(key));
  const update = useCallback(
    (next: boolean) => {
      setValue(next);
      try {
        if (next) localStorage.setItem(key, "1");
        else localStorage.removeItem(key);
      } catch {
        // Remembered until the page closes.
      }
    },
    [key],
  );
  return [value, update];
}

function read(key: string): boolean {
  try {
    return localStorage.getItem(key) === "1";
  } catch {
    return false;
  }
}
