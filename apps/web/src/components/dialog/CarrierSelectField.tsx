import { SelectField, type SelectOption } from '../agent-dialogs/fields';

type CarrierSelectFieldProps = {
  value: string;
  onChange: (carrierId: string) => void;
  options: readonly SelectOption[];
};

/** The required 'Carrier' of a form that writes a record at one carrier (a new agent, a new debt). */
export function CarrierSelectField({ value, onChange, options }: CarrierSelectFieldProps) {
  return (
    <SelectField
      label="Carrier"
      required
      placeholder="Select carrier"
      value={value}
      onChange={onChange}
      options={options}
    />
  );
}
