// `npm run bench`: runs every benchmark under bench/ in turn. Each prints its own table; none fails the run.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = import.meta.dirname;
const only = process.argv[2];
const files = readdirSync(root)
  .filter((d) => statSync(join(root, d)).isDirectory() && (!only || d === only))
  .flatMap((d) =>
    readdirSync(join(root, d))
      .filter((f) => f.endsWith('.bench.ts'))
      .map((f) => join(root, d, f)),
  );

for (const file of files) {
  console.log(`\n## ${file.slice(root.length + 1)}`);
  try {
    const mod = (await import(pathToFileURL(file).href)) as { main?: () => Promise<void> | void };
    if (mod.main) await mod.main();
  } catch (error) {
    console.log(`benchmark failed: ${(error as Error).message}`);
  }
}

// Every table is printed: end here even when something a benchmark loaded keeps the event loop alive (after
// bench/server a MessagePort stays referenced, and `npm run bench -- server` never returned).
process.exit(0);
