import { ErrorResult } from '../components/error-result';

/** /401: the account lacks the permission for a page or a call (answer code 409, spec §6). */
export default function UnauthorizedPage() {
  return <ErrorResult status="403" textKey="unauthorized" actions={['home', 'back', 'login']} />;
}
