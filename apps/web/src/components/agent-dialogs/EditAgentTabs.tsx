import { Box, Field, SimpleGrid, Table, Text, Input } from '@chakra-ui/react';
import { AGENT_ROLES, AGENT_TYPES, GENDERS, NPN_VERIFIED } from '@agentledger/schema';
import { NameWithDetail } from '../table/NameWithDetail';
import { EDIT_STATUS_OPTIONS, type CarrierEntry, type EditAgentForm } from './editAgentForm';
import { optionsOf, SelectField, TextField } from './fields';

type Setter = <K extends keyof EditAgentForm>(key: K) => (value: EditAgentForm[K]) => void;
type TabProps = { form: EditAgentForm; set: Setter };

/**
 * `npnOnFile` false: the record has no NPN (a person a carrier report made by name). SPEC section 5
 * still requires one to save, so the field says where the gap comes from.
 */
export function BasicInfoTab({ form, set, npnOnFile = true }: TabProps & { npnOnFile?: boolean }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      <TextField
        label="NPN"
        required
        value={form.npn}
        onChange={set('npn')}
        helper={npnOnFile ? undefined : 'No NPN on file yet: enter the NPN to save this record'}
      />
      <TextField label="First Name" required value={form.firstName} onChange={set('firstName')} />
      <TextField label="Middle Name" value={form.middleName} onChange={set('middleName')} />
      <TextField label="Last Name" required value={form.lastName} onChange={set('lastName')} />
      <TextField label="Business Name" value={form.businessName} onChange={set('businessName')} />
      <SelectField label="Type" value={form.type} onChange={set('type')} options={optionsOf(AGENT_TYPES)} />
      <SelectField
        label="Gender"
        value={form.gender}
        onChange={set('gender')}
        options={optionsOf(GENDERS)}
        placeholder="Select gender"
      />
      <SelectField
        label="Status"
        value={form.status}
        onChange={(v) => set('status')(v as EditAgentForm['status'])}
        options={EDIT_STATUS_OPTIONS}
      />
      <SelectField
        label="NPN Verified"
        value={form.npnVerified}
        onChange={set('npnVerified')}
        options={optionsOf(NPN_VERIFIED)}
      />
      <SelectField label="Role" value={form.role} onChange={set('role')} options={optionsOf(AGENT_ROLES)} />
      <TextField
        label="Comp Level (%)"
        type="number"
        min={0}
        max={100}
        step={1}
        value={form.compLevel}
        onChange={set('compLevel')}
      />
    </SimpleGrid>
  );
}

export function ContactTab({ form, set }: TabProps) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <TextField label="Phone" type="tel" value={form.phone} onChange={set('phone')} />
      <TextField label="E-mail" type="email" value={form.email} onChange={set('email')} />
      <TextField label="Date of Birth" type="date" value={form.dateOfBirth} onChange={set('dateOfBirth')} />
      <TextField label="Agency Name" value={form.agencyName} onChange={set('agencyName')} />
      <Box gridColumn={{ md: 'span 2' }}>
        <TextField label="Address" value={form.address} onChange={set('address')} />
      </Box>
      <TextField label="City" value={form.city} onChange={set('city')} />
      <SimpleGrid columns={2} gap="4">
        <TextField label="State" value={form.state} onChange={set('state')} />
        <TextField label="Zipcode" value={form.zipcode} onChange={set('zipcode')} />
      </SimpleGrid>
    </SimpleGrid>
  );
}

type CarriersTabProps = TabProps & {
  carriers: readonly { id: number; name: string; code: string }[];
  /** Refused debt amounts by carrier id, shown under their field. */
  debtErrors?: Record<number, string>;
};

/** One row per carrier: its writing number and the debt owed to it. */
export function CarriersTab({ form, set, carriers, debtErrors = {} }: CarriersTabProps) {
  const update = (carrierId: number, patch: Partial<CarrierEntry>) =>
    set('carriers')({
      ...form.carriers,
      [carrierId]: { ...(form.carriers[carrierId] ?? { writingNumber: '', debt: '' }), ...patch },
    });
  if (carriers.length === 0) return <Text color="fg.muted">No carriers yet. Add one under Companies.</Text>;
  return (
    <Table.Root size="sm" variant="outline">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Carrier</Table.ColumnHeader>
          <Table.ColumnHeader>Writing Number</Table.ColumnHeader>
          <Table.ColumnHeader>Debt Amount</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {carriers.map((carrier) => {
          const entry = form.carriers[carrier.id] ?? { writingNumber: '', debt: '' };
          return (
            <Table.Row key={carrier.id}>
              <Table.Cell>
                <NameWithDetail name={carrier.name} detail={carrier.code} />
              </Table.Cell>
              <Table.Cell>
                <Input
                  aria-label={`${carrier.name} writing number`}
                  value={entry.writingNumber}
                  onChange={(e) => update(carrier.id, { writingNumber: e.target.value })}
                />
              </Table.Cell>
              <Table.Cell>
                <Field.Root invalid={!!debtErrors[carrier.id]}>
                  <Input
                    aria-label={`${carrier.name} debt amount`}
                    type="number"
                    step="0.01"
                    placeholder="0.00"
                    value={entry.debt}
                    onChange={(e) => update(carrier.id, { debt: e.target.value })}
                  />
                  {debtErrors[carrier.id] && <Field.ErrorText>{debtErrors[carrier.id]}</Field.ErrorText>}
                </Field.Root>
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}

export function HierarchyTab({ form, set }: TabProps) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <TextField label="Upline Name" value={form.uplineName} onChange={set('uplineName')} />
      <TextField label="Upline NPN" value={form.uplineNPN} onChange={set('uplineNPN')} />
      <Box gridColumn={{ md: 'span 2' }}>
        <TextField label="Soliciting For" value={form.solicitingFor} onChange={set('solicitingFor')} />
      </Box>
    </SimpleGrid>
  );
}
