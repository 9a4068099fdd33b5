import { Badge, Button, Card, HStack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LuPencil, LuPlus, LuTable, LuTrash2 } from 'react-icons/lu';
import { ConfirmDialog } from '../../components/display/ConfirmDialog';
import { PageFrame } from '../../components/layout/PageFrame';
import { RowActionButton } from '../../components/table/RowActionButton';
import { ReportLayoutDialog } from '../../components/report-layout/ReportLayoutDialog';
import { errorMessage } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useAfterWrite } from '../../lib/afterWrite';
import { useTRPC } from '../../lib/trpc';
import { CompanyDialog, type Company } from './CompanyDialog';

export default function CompaniesScreen() {
  const trpc = useTRPC();
  const afterWrite = useAfterWrite();
  const companies = useQuery(trpc.carrier.list.queryOptions());
  const [editing, setEditing] = useState<Company | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<Company | null>(null);
  const [mapping, setMapping] = useState<Company | null>(null);
  const remove = useMutation(
    trpc.carrier.delete.mutationOptions({
      onSuccess: async () => {
        await afterWrite('carriers');
        notifySuccess('Company deleted successfully');
      },
      onError: (e) => notifyError('Failed to delete company', errorMessage(e, 'Failed to delete carrier')),
      onSettled: () => setDeleting(null),
    }),
  );

  const openDialog = (company: Company | null) => {
    setEditing(company);
    setDialogOpen(true);
  };

  return (
    <PageFrame
      title="Company Management"
      subtitle="The carriers (companies) agents write for and report debts from"
      actions={
        <Button colorPalette="blue" onClick={() => openDialog(null)}>
          <LuPlus /> Add Company
        </Button>
      }
    >
      <Card.Root>
        <Card.Body>
          <Table.ScrollArea>
            <Table.Root size="sm" aria-label="Companies" minW="640px">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Name</Table.ColumnHeader>
                  <Table.ColumnHeader>Code</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader>Created</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {companies.data?.length === 0 && (
                  <Table.Row>
                    <Table.Cell colSpan={5}>
                      <Text py="6" textAlign="center" color="fg.muted">
                        No companies yet. Add one, or use Initialize Companies on the Import Agents screen.
                      </Text>
                    </Table.Cell>
                  </Table.Row>
                )}
                {companies.data?.map((company) => (
                  <Table.Row key={company.id}>
                    <Table.Cell fontWeight="medium">{company.name}</Table.Cell>
                    <Table.Cell>
                      <Badge variant="outline" colorPalette="blue">
                        {company.code}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={company.active ? 'green' : 'gray'}>
                        {company.active ? 'Active' : 'Inactive'}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell>{new Date(company.createdAt).toLocaleDateString('en-US')}</Table.Cell>
                    <Table.Cell>
                      <HStack justify="flex-end" gap="2">
                        <RowActionButton aria-label={`Edit ${company.name}`} onClick={() => openDialog(company)}>
                          <LuPencil /> Edit
                        </RowActionButton>
                        <RowActionButton
                          aria-label={`Report layout of ${company.name}`}
                          onClick={() => setMapping(company)}
                        >
                          <LuTable /> Report layout
                        </RowActionButton>
                        <RowActionButton
                          colorPalette="red"
                          aria-label={`Delete ${company.name}`}
                          onClick={() => setDeleting(company)}
                        >
                          <LuTrash2 /> Delete
                        </RowActionButton>
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Card.Body>
      </Card.Root>
      <CompanyDialog open={dialogOpen} company={editing} onOpenChange={setDialogOpen} />
      {mapping && <ReportLayoutDialog carrier={mapping} open onOpenChange={(open) => !open && setMapping(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete company"
        message="Are you sure you want to delete this company?"
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        onCancel={() => setDeleting(null)}
      />
    </PageFrame>
  );
}
