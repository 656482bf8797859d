import type { z } from 'zod';

/** One message per field, for inline errors and an error summary. */
export type FieldErrors<Values> = Partial<Record<Extract<keyof Values, string>, string>>;

export type FormValidation<Schema extends z.ZodType> =
  | { success: true; data: z.output<Schema>; errors: FieldErrors<z.input<Schema>> }
  | { success: false; data?: undefined; errors: FieldErrors<z.input<Schema>> };

/**
 * Checks form values against one of the schemas here and gives the first message of each
 * top-level field, in the schema's order. An issue with no field (a whole-form check)
 * is not in `errors`; `success` is false all the same.
 */
export function validateForm<Schema extends z.ZodType>(
  schema: Schema,
  values: z.input<Schema>,
): FormValidation<Schema> {
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message;
  }
  return { success: false, errors: errors as FieldErrors<z.input<Schema>> };
}
