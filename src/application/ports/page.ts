/** One page of a longer list; `page` is 1-based and `size` the page size asked for (spec §7 "page 1, size 30"). */
export interface Page<T> {
  readonly items: readonly T[];
  readonly page: number;
  readonly size: number;
  readonly totalCount: number;
}
