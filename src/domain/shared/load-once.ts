/**
 * `load` run on the first call, its promise shared by every later call; a load that failed is run again on the next
 * call (a chunk that could not be fetched offline loads once the network is back). The one "load on first use" of the
 * browser (issue 13): lazily loaded ports, the axios client, use-case groups and page loaders.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
