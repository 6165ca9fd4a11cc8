import { LegalDocument } from '../components/legal-document';

/** /privacy: the privacy policy in the interface language. */
export default function PrivacyPage() {
  return <LegalDocument documentKey="privacy" />;
}
