import { Button, Card, Field, Heading, Input, SimpleGrid } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useAfterWrite } from '../../lib/afterWrite';
import { useTRPC } from '../../lib/trpc';

const FIELDS = [
  {
    key: 'organisationName',
    label: 'Organisation name',
    required: true,
    hint: 'The parent company at the top of the Team View',
  },
  {
    key: 'agencyOwnerName',
    label: 'Agency owner name',
    required: false,
    hint: 'Beneath the organisation in the Team View',
  },
  {
    key: 'agencyOwnerNpn',
    label: 'Agency owner NPN',
    required: false,
    hint: 'Links the agency owner to their agent record; agents with this upline NPN report to them',
  },
  {
    key: 'administratorName',
    label: 'Administrator name',
    required: true,
    hint: 'Shown in the side panel; signs debt notices as {sender_name}',
  },
  {
    key: 'defaultAgencyName',
    label: 'Default agency name for new agents',
    required: false,
    hint: 'The agency name a new agent profile starts with',
  },
] as const;
type Key = (typeof FIELDS)[number]['key'];

/** The organisation, the agency owner (Team View's root nodes) and the administrator (side panel, {sender_name}). */
export function OrganisationForm() {
  const trpc = useTRPC();
  const afterWrite = useAfterWrite();
  const settings = useQuery(trpc.settings.get.queryOptions());
  const [values, setValues] = useState<Record<Key, string>>({
    organisationName: '',
    agencyOwnerName: '',
    agencyOwnerNpn: '',
    administratorName: '',
    defaultAgencyName: '',
  });
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => {
    if (!settings.data) return;
    const s = settings.data;
    setValues({
      organisationName: s.organisationName,
      agencyOwnerName: s.agencyOwnerName ?? '',
      agencyOwnerNpn: s.agencyOwnerNpn ?? '',
      administratorName: s.administratorName,
      defaultAgencyName: s.defaultAgencyName ?? '',
    });
  }, [settings.data]);
  // The fields take the saved values when they arrive; until then they are not editable, so what
  // someone types first is never overwritten by the values arriving after it.
  const loaded = settings.data !== undefined;
  const save = useMutation(
    trpc.settings.update.mutationOptions({
      onSuccess: async () => {
        await afterWrite('settings');
        notifySuccess('Settings saved');
      },
      onError: (e) => notifyError('Error', errorMessage(e, 'Failed to save settings')),
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (FIELDS.some((f) => f.required && !values[f.key].trim())) return;
    const optional = (v: string) => (v.trim() ? v.trim() : null);
    save.mutate({
      organisationName: values.organisationName.trim(),
      administratorName: values.administratorName.trim(),
      agencyOwnerName: optional(values.agencyOwnerName),
      agencyOwnerNpn: optional(values.agencyOwnerNpn),
      defaultAgencyName: optional(values.defaultAgencyName),
    });
  }

  return (
    <Card.Root as="form" onSubmit={submit}>
      <Card.Header>
        <Heading as="h2" size="lg">
          Organisation
        </Heading>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {FIELDS.map((field) => {
            const invalid = submitted && field.required && !values[field.key].trim();
            return (
              <Field.Root key={field.key} required={field.required} invalid={invalid} disabled={!loaded}>
                <Field.Label>
                  {field.label} <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  value={values[field.key]}
                  onChange={(e) => setValues({ ...values, [field.key]: e.target.value })}
                />
                {invalid ? (
                  <Field.ErrorText>{field.label} is required</Field.ErrorText>
                ) : (
                  <Field.HelperText>{field.hint}</Field.HelperText>
                )}
              </Field.Root>
            );
          })}
        </SimpleGrid>
      </Card.Body>
      <Card.Footer justifyContent="flex-end">
        <Button type="submit" colorPalette="blue" disabled={!loaded} loading={save.isPending} loadingText="Saving...">
          Save Settings
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
