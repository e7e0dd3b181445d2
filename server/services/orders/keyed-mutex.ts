/**
 * Runs tasks of one key one after the other in this process (tasks of different keys run at once). The order
 * transaction also locks the owner's row, which is what keeps several server instances safe; this only keeps many
 * simultaneous submits of one customer from each holding a pooled connection while they wait for that row lock.
 */
export class KeyedMutex {
  private readonly tails = new Map<string, Promise<unknown>>();

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    try {
      return await result;
    } finally {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}
