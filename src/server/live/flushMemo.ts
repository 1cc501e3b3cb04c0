// What one flush of live queries works out once for every viewer, and drops with the flush: the
// diffs and JSON of shared (frozen) objects, and the patch text of viewers whose changes are the
// same shared operations (on a vote, everyone in the room but the voter), and the bytes of the
// frames' bodies those make.
import { DiffMemo, type PatchOp } from "../../shared/jsonPatch";
import { FrameBodies } from "./frameBodies";
import { stringifyCached, type JsonCache } from "./serialize";

export class FlushMemo {
  readonly diffs = new DiffMemo();
  readonly json: JsonCache = new Map();
  /** The transition bodies of the flush's sockets, each encoded once (frameBodies.ts). */
  readonly bodies = new FrameBodies();
  /** Patches made only of shared operations, by their first operation. */
  private readonly patches = new Map<PatchOp, { ops: readonly PatchOp[]; json: string }[]>();
  /** The last QueryPatched text made from each patch text. */
  private readonly modifications = new Map<string, { queryId: number; text: string }>();

  /** A viewer's patch as JSON: the same string as every other viewer's with the same shared operations. */
  patchJson(ops: readonly PatchOp[]): string {
    if (!ops.every((op) => Object.isFrozen(op))) return stringifyCached(ops, this.json);
    let same = this.patches.get(ops[0]!);
    if (!same) this.patches.set(ops[0]!, (same = []));
    for (const known of same) if (known.ops.length === ops.length && known.ops.every((op, i) => op === ops[i])) return known.json;
    const json = stringifyCached(ops, this.json);
    same.push({ ops, json });
    return json;
  }

  /** The QueryPatched message for a patch: built once for the sockets that gave the query the same id. */
  patchedModification(queryId: number, patchJson: string): string {
    const known = this.modifications.get(patchJson);
    if (known?.queryId === queryId) return known.text;
    const text = `{"type":"QueryPatched","queryId":${queryId},"patch":${patchJson}}`;
    this.modifications.set(patchJson, { queryId, text });
    return text;
  }
}
