import { ResetPasswordPage } from '../features/auth';

/** /reset-password?token=… (public): the page an e-mailed reset link opens. */
export function ResetPasswordRoute() {
  return <ResetPasswordPage />;
}
