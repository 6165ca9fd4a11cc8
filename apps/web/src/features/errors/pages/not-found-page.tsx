import { ErrorResult } from '../components/error-result';

/** /404: every unknown path ends here (spec §2). */
export default function NotFoundPage() {
  return <ErrorResult status="404" textKey="notFound" actions={['home', 'back']} />;
}
