/**
 * Saves text as a download through a temporary link. A byte-order mark first, so spreadsheet
 * programs read names with accents as UTF-8.
 */
export function saveTextFile(filename: string, text: string, type = "text/csv;charset=utf-8"): void {
  const url = URL.createObjectURL(new Blob(["\uFEFF", text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; keep the URL no longer than that.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
