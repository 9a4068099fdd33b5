import { Field, Input, NativeSelect, Textarea, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LabelledField } from './LabelledField';

type TextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  helper?: ReactNode;
} & Omit<InputProps, 'value' | 'onChange'>;

/** A labelled input; the label is what users (and the browser tests) find the field by. */
export function TextField({ label, value, onChange, required, helper, ...inputProps }: TextFieldProps) {
  return (
    <LabelledField label={label} required={required}>
      <Input value={value} onChange={(e) => onChange(e.target.value)} {...inputProps} />
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
    </LabelledField>
  );
}

export type SelectOption = { value: string; label: string };

type SelectFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  required?: boolean;
};

export function SelectField({ label, value, onChange, options, placeholder, required }: SelectFieldProps) {
  return (
    <LabelledField label={label} required={required}>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </LabelledField>
  );
}

type TextAreaFieldProps = { label: string; value: string; onChange: (value: string) => void; rows?: number };

export function TextAreaField({ label, value, onChange, rows = 3 }: TextAreaFieldProps) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Textarea value={value} rows={rows} onChange={(e) => onChange(e.target.value)} />
    </Field.Root>
  );
}

/** Select options from a list of plain values. */
export function optionsOf(values: readonly string[]): SelectOption[] {
  return values.map((value) => ({ value, label: value }));
}
