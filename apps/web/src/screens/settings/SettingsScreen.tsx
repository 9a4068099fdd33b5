import { PageFrame } from '../../components/layout/PageFrame';
import { ApiKeys } from './ApiKeys';
import { OrganisationForm } from './OrganisationForm';
import { PdfCarriers } from './PdfCarriers';

export default function SettingsScreen() {
  return (
    <PageFrame title="Settings" subtitle="Organisation, carriers and access for scripts">
      <OrganisationForm />
      <PdfCarriers />
      <ApiKeys />
    </PageFrame>
  );
}
