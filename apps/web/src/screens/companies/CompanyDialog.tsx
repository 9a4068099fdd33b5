import { Dialog, Field, Input, Stack, Switch } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { AppDialog } from '../../components/dialog/AppDialog';
import { DialogFooterActions } from '../../components/dialog/DialogFooterActions';
import { DialogSubmitButton } from '../../components/dialog/DialogSubmitButton';
import { errorMessage } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useAfterWrite } from '../../lib/afterWrite';
import { useTRPC, type RouterOutputs } from '../../lib/trpc';

export type Company = RouterOutputs['carrier']['list'][number];

type CompanyDialogProps = { open: boolean; company: Company | null; onOpenChange: (open: boolean) => void };

/** 'Add New Company' / 'Edit Company': name and code required, the code upper-cased as typed. */
export function CompanyDialog({ open, company, onOpenChange }: CompanyDialogProps) {
  const trpc = useTRPC();
  const afterWrite = useAfterWrite();
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [active, setActive] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setName(company?.name ?? '');
    setCode(company?.code ?? '');
    setActive(company?.active ?? true);
    setError(null);
  }, [open, company]);

  const done = async (message: string) => {
    await afterWrite('carriers');
    notifySuccess(message);
    onOpenChange(false);
  };
  const create = useMutation(
    trpc.carrier.create.mutationOptions({
      onSuccess: () => done('Company added successfully'),
      onError: (e) => notifyError('Error: Failed to add company', errorMessage(e, 'Failed to create carrier')),
    }),
  );
  const update = useMutation(
    trpc.carrier.update.mutationOptions({
      onSuccess: () => done('Company updated successfully'),
      onError: (e) => notifyError('Failed to update company', errorMessage(e, 'Failed to update carrier')),
    }),
  );
  const pending = create.isPending || update.isPending;

  function save(event: FormEvent) {
    event.preventDefault();
    if (!name.trim() || !code.trim()) {
      setError('Company name and code are required');
      return;
    }
    const input = { name: name.trim(), code: code.trim(), active };
    if (company) update.mutate({ id: company.id, ...input, acceptsPdf: company.acceptsPdf });
    else create.mutate(input);
  }

  return (
    <AppDialog
      title={company ? 'Edit Company' : 'Add New Company'}
      open={open}
      onOpenChange={onOpenChange}
      onSubmit={save}
      hideCloseButton
      footer={
        <DialogFooterActions onDismiss={() => onOpenChange(false)}>
          <DialogSubmitButton pending={pending} pendingLabel="Saving...">
            {company ? 'Update Company' : 'Add Company'}
          </DialogSubmitButton>
        </DialogFooterActions>
      }
    >
      <Dialog.Body>
        <Stack gap="4">
          <Field.Root required invalid={!!error && !name.trim()}>
            <Field.Label>
              Company Name <Field.RequiredIndicator />
            </Field.Label>
            <Input value={name} onChange={(e) => setName(e.target.value)} placeholder="American Amicable" />
          </Field.Root>
          <Field.Root required invalid={!!error && !code.trim()}>
            <Field.Label>
              Company Code <Field.RequiredIndicator />
            </Field.Label>
            <Input
              value={code}
              onChange={(e) => setCode(e.target.value.toUpperCase())}
              placeholder="AMERICAN AMICABLE"
            />
            {error && <Field.ErrorText>{error}</Field.ErrorText>}
          </Field.Root>
          <Switch.Root checked={active} onCheckedChange={(e) => setActive(e.checked)}>
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>Active</Switch.Label>
          </Switch.Root>
        </Stack>
      </Dialog.Body>
    </AppDialog>
  );
}
