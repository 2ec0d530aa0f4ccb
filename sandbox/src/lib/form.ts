/**
 * Parses `application/x-www-form-urlencoded` bodies with bracket nesting:
 * `metadata[company]=X` → `{ metadata: { company: 'X' } }`, `search[]=a&search[]=b` → `{ search: ['a', 'b'] }`,
 * `feature_ids[0]=3` → `{ feature_ids: ['3'] }`, and a repeated plain key becomes an array.
 */
export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

const MAX_DEPTH = 5;
const MAX_INDEX = 1000;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** `a[b][]` → ['a', 'b', '']; null when the key is malformed or too deep. */
export function parseFormKey(key: string): string[] | null {
  const open = key.indexOf('[');
  if (open <= 0) return open === 0 ? null : [key];
  const segments = [key.slice(0, open)];
  const rest = key.slice(open);
  const pattern = /\[([^[\]]*)\]/g;
  let consumed = 0;
  for (let match = pattern.exec(rest); match; match = pattern.exec(rest)) {
    if (match.index !== consumed) return null;
    segments.push(match[1]);
    consumed = pattern.lastIndex;
  }
  if (consumed !== rest.length || segments.length > MAX_DEPTH + 1) return null;
  return segments;
}

function isIndex(segment: string): boolean {
  return segment === '' || (/^\d{1,4}$/.test(segment) && Number(segment) <= MAX_INDEX);
}

function assign(container: FormObject | FormValue[], segment: string, value: FormValue): void {
  if (Array.isArray(container)) {
    if (segment === '') container.push(value);
    else container[Number(segment)] = value;
    return;
  }
  const existing = container[segment];
  if (existing === undefined) container[segment] = value;
  else if (Array.isArray(existing) && typeof value === 'string') existing.push(value);
  else if (typeof existing === 'string' && typeof value === 'string') container[segment] = [existing, value];
}

function child(container: FormObject | FormValue[], segment: string, nextSegment: string): FormObject | FormValue[] | null {
  const current = Array.isArray(container) ? (segment === '' ? undefined : container[Number(segment)]) : container[segment];
  if (current !== undefined) return typeof current === 'string' ? null : current;
  const created: FormObject | FormValue[] = isIndex(nextSegment) ? [] : {};
  if (Array.isArray(container) && segment === '') container.push(created);
  else assign(container, segment, created);
  return created;
}

export function parseNestedForm(body: string): FormObject {
  const result: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const segments = parseFormKey(key);
    if (!segments || segments.some((segment) => FORBIDDEN_KEYS.has(segment))) continue;
    let container: FormObject | FormValue[] | null = result;
    for (let i = 0; i < segments.length - 1 && container; i += 1) {
      const next = segments[i + 1];
      if (Array.isArray(container) && !isIndex(segments[i])) container = null;
      else container = child(container, segments[i], next);
    }
    const last = segments[segments.length - 1];
    if (!container || (Array.isArray(container) && !isIndex(last))) continue;
    assign(container, last, value);
  }
  return compactArrays(result) as FormObject;
}

/** Sparse arrays from explicit indices (`a[3]=x`) become dense, in index order. */
function compactArrays(value: FormValue): FormValue {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.filter((item) => item !== undefined).map(compactArrays);
  const out: FormObject = {};
  for (const [key, item] of Object.entries(value)) out[key] = compactArrays(item);
  return out;
}

/** A form flag (catalogue: '1'/'0' or 'true'/'false'); undefined when the field was not sent. */
export function formFlag(value: string | undefined): boolean | undefined {
  return value === undefined ? undefined : value === '1' || value === 'true';
}

/** A form's positive whole number, or the fallback when it is absent or not one. */
export function positiveInteger(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}
