/** Spec §2 footer and drawer: the year of the copyright line. */
export const COPYRIGHT_YEAR = 2019;
