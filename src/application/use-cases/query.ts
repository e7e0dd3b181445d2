/** The current page's query parameters as the router reads them (spec §2 query parameters). */
export type Query = Readonly<Record<string, string | undefined>>;
