import type {
  AdminAuditListInput,
  AdminModelPriceInput,
  AdminCreditGrantInput,
  AdminTeamCreditGrantInput,
  AdminTeamListInput,
  AdminUserListInput,
  AdminUserUpdateInput,
  SiteSettingsInput,
} from '@sym/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, adminKeys } from './adminApi';

/** One page of the site's users; the page shown stays while the next one loads. */
export function useAdminUsers(query: Partial<AdminUserListInput>) {
  return useQuery({
    queryKey: adminKeys.users(query),
    queryFn: () => adminApi.listUsers(query),
    placeholderData: keepPreviousData,
  });
}

/** One page of the site's teams with their credit pools. */
export function useAdminTeams(query: Partial<AdminTeamListInput>) {
  return useQuery({
    queryKey: adminKeys.teams(query),
    queryFn: () => adminApi.listTeams(query),
    placeholderData: keepPreviousData,
  });
}

/** The registration mode in force. */
export function useSiteSettings() {
  return useQuery({ queryKey: adminKeys.settings, queryFn: adminApi.getSettings });
}

/** What the server runs with (database, Node, ffmpeg) and whether it is ready, read fresh on opening. */
export function useAdminSystem() {
  return useQuery({ queryKey: adminKeys.system, queryFn: adminApi.system, refetchOnMount: 'always' });
}

/** The site's models with their prices. */
export function useAdminModels() {
  return useQuery({ queryKey: adminKeys.models, queryFn: adminApi.listModels });
}

/** One page of the audit log, read fresh on opening: other administrators may have acted meanwhile. */
export function useAdminAudit(query: Partial<AdminAuditListInput>) {
  return useQuery({
    queryKey: adminKeys.audit(query),
    queryFn: () => adminApi.listAudit(query),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}

/** Every change is audited, and changes the users list: both are read again. */
function useAdminMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** A tier change, a disable or an enable. */
export function useUpdateAdminUser() {
  return useAdminMutation((input: AdminUserUpdateInput) => adminApi.updateUser(input));
}

export function useGrantCredits() {
  return useAdminMutation((input: AdminCreditGrantInput) => adminApi.grantCredits(input));
}

export function useGrantTeamCredits() {
  return useAdminMutation((input: AdminTeamCreditGrantInput) => adminApi.grantTeamCredits(input));
}

export function useUpdateSiteSettings() {
  return useAdminMutation((input: SiteSettingsInput) => adminApi.updateSettings(input));
}

/** A model's price, or back to its provider's (null). */
export function usePriceModel() {
  return useAdminMutation((input: AdminModelPriceInput) => adminApi.priceModel(input));
}
