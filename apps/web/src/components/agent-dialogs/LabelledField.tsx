import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type LabelledFieldProps = { label: string; required?: boolean; children: ReactNode };

/** A form control under its label, with the required asterisk when it must be filled in. */
export function LabelledField({ label, required, children }: LabelledFieldProps) {
  return (
    <Field.Root required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
    </Field.Root>
  );
}
