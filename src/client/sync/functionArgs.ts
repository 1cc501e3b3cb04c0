import type { ArgsOf } from "../../shared/functionReference";

/** `{}`, spelled so: an empty argument object must satisfy the function's argument type. */
export type EmptyObject = Record<never, never>;

/** Arguments may be left out when the function takes none (or only optional ones). */
export type OptionalArgs<F> = EmptyObject extends ArgsOf<F> ? [args?: ArgsOf<F>] : [args: ArgsOf<F>];
