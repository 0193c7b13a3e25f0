import { RegisterPage } from '../features/auth';

/** /register (public). */
export function RegisterRoute() {
  return <RegisterPage />;
}
