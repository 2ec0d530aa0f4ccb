export interface CompactOptions {
  /** Also drop '' properties (never '' items of an array: a list of one empty string is a meaningful payload). */
  dropEmptyStrings?: boolean;
}

export interface FormOptions {
  /** 'brackets' sends `key[]=a&key[]=b`; 'indices' sends `key[0]=a&key[1]=b`. Arrays of objects are always indexed. */
  arrays?: 'brackets' | 'indices';
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

const isBlob = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;

function compactValue(value: unknown, options: CompactOptions): unknown {
  if (Array.isArray(value)) {
    return value.filter((item) => item !== undefined && item !== null).map((item) => compactValue(item, options));
  }
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined || item === null) continue;
    if (options.dropEmptyStrings && item === '') continue;
    out[key] = compactValue(item, options);
  }
  return out;
}

/** Returns a copy without unset fields (undefined and null, and '' when asked), recursively through plain objects. */
export function compact<T extends object>(payload: T, options: CompactOptions = {}): T {
  return compactValue(payload, options) as T;
}

/** A field search term, sent as `search[]=field:value`. */
export const fieldSearch = (field: string, value: string | number): string => `${field}:${value}`;

type FormEntry = [key: string, value: string | Blob];

function flatten(value: unknown, key: string, options: FormOptions, out: FormEntry[]): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      const indexed = options.arrays === 'indices' || isPlainObject(item) || Array.isArray(item);
      flatten(item, indexed ? `${key}[${index}]` : `${key}[]`, options, out);
    });
  } else if (isPlainObject(value)) {
    for (const [name, item] of Object.entries(value)) flatten(item, key ? `${key}[${name}]` : name, options, out);
  } else if (isBlob(value)) {
    out.push([key, value]);
  } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    out.push([key, String(value)]);
  } else {
    throw new TypeError(`Unsupported value for the payload field "${key}"`);
  }
}

function entriesOf(payload: object, options: FormOptions): FormEntry[] {
  const out: FormEntry[] = [];
  flatten(payload, '', options, out);
  return out;
}

/** Form-encodes a payload: nested objects as `metadata[company]`, arrays as `key[]`, booleans as 'true'/'false'. */
export function toForm(payload: object, options: FormOptions = {}): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of entriesOf(payload, options)) {
    if (typeof value !== 'string') throw new TypeError(`A file cannot be form-encoded (field "${key}"); use multipart`);
    form.append(key, value);
  }
  return form;
}

/** The multipart twin of toForm: the same keys, files and blobs appended as they are. */
export function toMultipart(payload: object, options: FormOptions = {}): FormData {
  const form = new FormData();
  for (const [key, value] of entriesOf(payload, options)) form.append(key, value);
  return form;
}
