/** A full page load of another document (the router cannot do it: the page and its state are left behind). */
export interface PageLoads {
  load(url: string): void;
}

/** The browser's: `location.assign`. */
export const browserPageLoads: PageLoads = {
  load: (url) => window.location.assign(url),
};
