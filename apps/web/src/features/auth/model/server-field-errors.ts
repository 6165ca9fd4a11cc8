// Server-side field errors of the account calls, placed next to their inputs.

/** Server field errors (`data.fields`, already in the user's language) in the shape `form.setFields` takes. */
export function serverFieldErrors(fields: Record<string, string[]> | undefined, known: readonly string[]) {
  return Object.entries(fields ?? {})
    .filter(([name, errors]) => known.includes(name) && errors.length > 0)
    .map(([name, errors]) => ({ name, errors }));
}
