// The boards a person's account sees (GET /rest/agile/1.0/board), for the source form's pick list:
// two pages of 50 at most, a pick list rather than an inventory (a number can still be typed).
import { jiraDcRequest, type JiraDcSite } from "./http";

export const BOARD_CHOICES_MAX = 100;

export async function listBoards(site: JiraDcSite): Promise<{ id: number; name: string }[]> {
  const boards: { id: number; name: string }[] = [];
  for (let startAt = 0; startAt < BOARD_CHOICES_MAX; ) {
    const page = await jiraDcRequest<{ isLast?: boolean; values?: { id?: number; name?: string }[] }>(site, { method: "GET", path: "/rest/agile/1.0/board", query: { startAt, maxResults: 50 } });
    const values = page?.values ?? [];
    for (const board of values) if (typeof board.id === "number") boards.push({ id: board.id, name: board.name?.trim() || `Board ${board.id}` });
    if (page?.isLast !== false || values.length === 0) break;
    startAt += values.length;
  }
  return boards.slice(0, BOARD_CHOICES_MAX);
}
