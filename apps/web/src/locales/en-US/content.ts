import type { LocaleOf } from '../../shared/i18n/locale-types';
import type zh from '../zh-CN/content';

const content: LocaleOf<typeof zh> = {
  contact: {
    openNow: 'Support is online: messages left now are answered today',
    closedNow: 'Outside service hours: messages are answered in the next service period',
    hours: 'Service hours: Monday to Friday (Beijing time, GMT+8)',
    formTitle: 'Leave a message for support',
    body: 'Your message',
    bodyPlaceholder: 'Your question, the marketplace, the tool you used and any error code the page showed',
    contact: 'How to reach you (optional)',
    contactPlaceholder: 'WeChat ID, e-mail or phone; otherwise we use the phone number you registered with',
    send: 'Send message',
  },
};

export default content;
