import { ForgotPasswordPage } from '../features/auth';

/** /forgot-password (public): ask for a reset link, or learn whom to ask. */
export function ForgotPasswordRoute() {
  return <ForgotPasswordPage />;
}
