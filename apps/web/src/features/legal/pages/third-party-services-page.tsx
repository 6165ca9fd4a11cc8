import { LegalDocument } from '../components/legal-document';

/** /third-party-services: which third parties receive which data, in the interface language. */
export default function ThirdPartyServicesPage() {
  return <LegalDocument documentKey="thirdParty" />;
}
