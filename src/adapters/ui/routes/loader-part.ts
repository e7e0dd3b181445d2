/**
 * One part of a route loader's answer (issue 13): the value, or null when it could not be read (logged). A page given
 * null reads that part again itself and shows its own error state when it fails again, as without a loader.
 */
export async function readOrNull<T>(read: () => Promise<T>, what: string): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    console.error(`${what} could not be read`, error);
    return null;
  }
}
