/** True when `typed` is the account e-mail, ignoring surrounding spaces and case (as the server compares). */
export function isAccountEmail(typed: string, accountEmail: string): boolean {
  return typed.trim().toLowerCase() === accountEmail.trim().toLowerCase();
}
