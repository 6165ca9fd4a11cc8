import { ErrorResult } from '../components/error-result';

/** /403: the server refused the request. */
export default function ForbiddenPage() {
  return <ErrorResult status="403" textKey="forbidden" actions={['home', 'back']} />;
}
