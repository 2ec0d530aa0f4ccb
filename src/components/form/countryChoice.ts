import { countries, type Country } from '../../constants/countries';

/** Whether a form value is a country chosen from the list: an ISO code as the list writes it (upper case). */
export const isCountryCode = (value: string): boolean => countries().some((country) => country.code === value);

/** A country's name by its ISO code; a code the list does not know is shown as it is. */
export const countryNameOf = (code: string): string => countries().find((country) => country.code === code)?.name ?? code;

/** An empty value, or a chosen country (yup `test` callbacks of a country field). */
export const isCountryOrEmpty = (value: string | undefined): boolean => !value || isCountryCode(value);

/**
 * What a picker's form value is while the typed text names no chosen country: the text in lower case, which no ISO
 * code (upper case) can be, so "Ge" never silently means Georgia and validation asks for a choice.
 */
export const unresolved = (typed: string): string => typed.trim().toLowerCase();

/** The countries a typed text finds: a word of the name starting with it, or (two letters) the country of that code. */
export function countryMatches(typed: string): Country[] {
  const query = typed.trim().toLowerCase();
  if (!query) return countries();
  const byCode = query.length === 2 ? countries().filter((country) => country.code.toLowerCase() === query) : [];
  // A word of the name, with the words after it: "king" and "united k" both find United Kingdom.
  const byName = countries().filter(
    (country) => !byCode.includes(country) && country.name.toLowerCase().split(/[\s,()-]+/).some((_, index, words) => words.slice(index).join(' ').startsWith(query)),
  );
  return [...byName, ...byCode];
}

/** The country whose whole name is the typed text (any case), if one is. */
export const countryNamed = (typed: string): Country | undefined => countries().find((country) => country.name.toLowerCase() === typed.trim().toLowerCase());
