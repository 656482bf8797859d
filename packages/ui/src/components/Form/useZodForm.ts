'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form form validated by a zod schema, for `Form`. Values are the schema's input
 * (what fields hold, e.g. the raw text of an amount); `onSubmit` receives the schema's parsed
 * output. Validation runs on submit only, and typing in a field clears that field's error (spec:
 * "typing in a field clears that field's error"), so errors never appear while someone is still
 * typing.
 */
export function useZodForm<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  schema: TSchema,
  options: Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, 'resolver'> = {},
): UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>> {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // The error summary takes focus instead; its links move focus to each field.
    shouldFocusError: false,
    ...options,
    resolver: zodResolver(schema),
  });
}
