// A tracker import's labels as the source settings give them: a typed comma list or a list.

/** The labels named, trimmed, empty ones left out. */
export function labelList(labels: string | readonly string[] | undefined): string[] {
  const list = typeof labels === "string" ? labels.split(",") : (labels ?? []);
  return list.map((label) => label.trim()).filter(Boolean);
}
