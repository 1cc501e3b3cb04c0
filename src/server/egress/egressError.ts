/** Why a tracker request did not get an answer; `message` is a sentence for the person who asked. */
export type EgressFailure = "not-listed" | "internal-address" | "bad-url" | "dns" | "unreachable" | "timeout" | "too-large" | "redirect";

export class EgressError extends Error {
  constructor(
    readonly failure: EgressFailure,
    message: string,
  ) {
    super(message);
    this.name = "EgressError";
  }
}
