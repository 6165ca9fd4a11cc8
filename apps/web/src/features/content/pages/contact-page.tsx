import { CONTACT_PATH } from '@adplan/contracts';
import { ContactForm } from '../components/contact-form';
import { ContactStatus } from '../components/contact-status';
import { ContentArticle } from '../components/content-article';

/** /contact: service hours and whether support is open now, the contact text, and the message form. */
export default function ContactPage() {
  return (
    <ContentArticle slug="contact" path={CONTACT_PATH} aside={<ContactStatus />} footer={<ContactForm />} />
  );
}
