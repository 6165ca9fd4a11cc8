import { LegalDocument } from '../components/legal-document';

/** /terms-of-service: the terms of service in the interface language. */
export default function TermsOfServicePage() {
  return <LegalDocument documentKey="terms" />;
}
