/** `--name value` from the command line, as a number, or the fallback. */
export function numberOption(name: string, fallback: number, argv = process.argv.slice(2)): number {
  const i = argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = Number(argv[i + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} needs a positive number`);
  return value;
}

/** The group or room sizes to run: `--size N` for one, else the four. */
export function sizesOption(argv = process.argv.slice(2)): number[] {
  return argv.includes("--size") ? [numberOption("size", 10, argv)] : [10, 5, 25, 100];
}

/** `--name value` from the command line, one of `choices`, or undefined when not given. */
export function choiceOption<T extends string>(name: string, choices: readonly T[], argv = process.argv.slice(2)): T | undefined {
  const i = argv.indexOf(`--${name}`);
  if (i < 0) return undefined;
  const value = argv[i + 1] as T;
  if (!choices.includes(value)) throw new Error(`--${name} needs one of: ${choices.join(", ")}`);
  return value;
}

/** Whether `--name` was given (so an explicit flag can override a preset's value). */
export const hasOption = (name: string, argv = process.argv.slice(2)) => argv.includes(`--${name}`);
