import { useState } from 'react';

/**
 * A form dialog's values and a setter per field: `set('name')` is the onChange of the Name field.
 * `onEdit` runs on every change, e.g. to clear a problem shown for the previous values.
 */
export function useFormFields<F extends object>(initial: F | (() => F), onEdit?: () => void) {
  const [form, setForm] = useState<F>(initial);
  const set =
    <K extends keyof F>(key: K) =>
    (value: F[K]) => {
      onEdit?.();
      setForm((current) => ({ ...current, [key]: value }));
    };
  return { form, setForm, set };
}
