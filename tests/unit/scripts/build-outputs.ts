// Helpers of the tests that run a Vite build (tests/unit/scripts): what a config's plugins are named, what a build wrote.
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { PluginOption } from 'vite';

/** The files under `folder`, relative to it; none when it does not exist. */
export async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(folder, join(entry.parentPath, entry.name)));
}

/** The names of a config's plugins (a plugin option may be a plugin, a falsy value or a nested array of them). */
export function pluginNames(option: PluginOption | readonly PluginOption[] | undefined): string[] {
  const value: unknown = option;
  if (Array.isArray(value)) return value.flatMap((item: PluginOption) => pluginNames(item));
  if (value !== null && typeof value === 'object' && 'name' in value) return [String(value.name)];
  return [];
}
