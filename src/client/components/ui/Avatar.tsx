import { useState } from "react";
import { cn } from "./cn";

/** Up to two initials: "Ada Lovelace" → "AL", "ada@x.io" → "A". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/[\s@._-]+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words[words.length - 1]![0]] : [words[0]?.[0]];
  return letters.filter(Boolean).join("").toUpperCase() || "?";
}

/** A round picture, or the person's initials when there is none (or it fails to load). */
export function Avatar({ name, image, className }: { name: string; image?: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  const showImage = Boolean(image) && !failed;
  return (
    <span
      className={cn(
        "inline-flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-gradient-to-br from-indigo-500 to-violet-600 text-xs font-semibold text-white",
        className,
      )}
      aria-hidden="true"
    >
      {showImage ? (
        <img src={image!} alt="" className="size-full object-cover" referrerPolicy="no-referrer" onError={() => setFailed(true)} />
      ) : (
        initialsOf(name)
      )}
    </span>
  );
}
