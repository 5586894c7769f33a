/**
 * Where each editable scalar of a clip sits in its text, so that a rewrite replaces only the
 * scalars whose values changed. Private to the Unity clip reader and writer.
 *
 * @module
 */

/** Field kinds; rows are `[kind, a, b, c, start, end]` (a/b/c: curve, component, key indices). */
export const F_TIME = 0;
export const F_VALUE = 1;
export const F_IN_SLOPE = 2;
export const F_OUT_SLOPE = 3;
export const F_IN_WEIGHT = 4;
export const F_OUT_WEIGHT = 5;
export const F_WEIGHTED_MODE = 6;
export const F_TANGENT_MODE = 7;
export const F_PATH = 8;
export const F_ATTRIBUTE = 9;
export const F_PRE = 10;
export const F_POST = 11;
export const F_PPTR_PATH = 12;
export const F_PPTR_ATTRIBUTE = 13;
export const F_PPTR_TIME = 14;
export const F_EVENT_TIME = 15;
export const F_EVENT_FUNCTION = 16;
export const F_EVENT_DATA = 17;
export const F_NAME = 18;
export const F_SAMPLE_RATE = 19;
export const F_WRAP_MODE = 20;
export const F_SETTING = 21;

/** Collected spans: six numbers per field, and the settings keys by index. */
export interface FieldSpans {
  /** `[kind, a, b, c, start, end]` rows, flattened. */
  readonly rows: number[];
  /** Settings keys, for {@linkcode F_SETTING} rows (`a` indexes this list). */
  readonly settingKeys: string[];
}
