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
