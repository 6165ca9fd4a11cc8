import { ErrorResult } from '../components/error-result';

/** /50x: the server failed; reloading is the likeliest fix. */
export default function ServerErrorPage() {
  return <ErrorResult status="500" textKey="serverError" actions={['reload', 'home', 'back']} />;
}
