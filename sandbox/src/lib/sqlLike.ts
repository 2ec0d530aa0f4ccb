/** A LIKE pattern matching text that contains `text` literally (its %, _ and \ escaped); use with `ESCAPE '\'`. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
