// What every tracker client throws: a kind the caller can branch on, a sentence for the person (never
// built from the request, so no token), and the HTTP status when there was one. Each tracker names its kinds.
export class TrackerError<Kind extends string> extends Error {
  constructor(
    readonly kind: Kind,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
