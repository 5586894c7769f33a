// Generated from schemas/animj.schema.json by `deno task codegen`. Do not edit.
// deno-lint-ignore-file
// deno-fmt-ignore-file

/** One schema violation as ajv reports it. */
export interface SchemaError {
  /** The failing keyword, e.g. `required`. */
  keyword: string;
  /** JSON pointer to the failing value. */
  instancePath: string;
  /** JSON pointer into the schema. */
  schemaPath: string;
  /** Keyword parameters, e.g. `{ missingProperty: "tracks" }`. */
  params: Record<string, unknown>;
  /** ajv's message. */
  message?: string;
}

/** Validates a parsed document against schemas/animj.schema.json (all errors). */
export declare const validateAnimJAll: ((data: unknown) => boolean) & { errors?: SchemaError[] | null };
