/** The searchable country picker's texts (issue 24: a country is chosen by name, its ISO code is what is stored). */
export const COUNTRY_PICKER = {
  hint: 'Type a name, then choose it from the list.',
  noMatch: (typed: string) => `No country matches “${typed}”.`,
  chooseFromList: 'Choose a country from the list.',
  /** Several countries: the list of those chosen, and each one's button. */
  chosen: (label: string) => `${label} chosen`,
  remove: (country: string) => `Remove ${country}`,
} as const;
