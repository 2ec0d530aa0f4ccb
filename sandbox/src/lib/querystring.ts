import { parseFormKey, parseNestedForm, type FormObject } from './form';

/**
 * The query string as the console spells it: arrays as `key[]=a&key[]=b` (the platform's `search[]=field:value`),
 * nesting as `key[sub]=x`, a repeated plain key as an array. A key that cannot be read that way (`a[b`, `__proto__`)
 * is kept as written, so the route's schema refuses it as an unknown field instead of it being dropped unseen.
 */
export function parseQueryString(query: string): FormObject {
  const parsed = parseNestedForm(query);
  for (const [key, value] of new URLSearchParams(query)) {
    const segments = parseFormKey(key);
    if (segments !== null && Object.hasOwn(parsed, segments[0])) continue;
    Object.defineProperty(parsed, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return parsed;
}
