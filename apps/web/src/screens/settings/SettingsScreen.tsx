import { PageFrame } from '../../components/layout/PageFrame';
import { ApiKeys } from './ApiKeys';
import { EmailDelivery } from './EmailDelivery';
import { OrganisationForm } from './OrganisationForm';
import { PdfCarriers } from './PdfCarriers';

export default function SettingsScreen() {
  return (
    <PageFrame title="Settings" subtitle="Organisation, e-mail delivery, carriers and access for scripts">
      <OrganisationForm />
      <EmailDelivery />
      <PdfCarriers />
      <ApiKeys />
    </PageFrame>
  );
}
