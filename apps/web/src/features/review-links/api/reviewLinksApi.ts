import type { ReviewCreateInput, ReviewLink } from '@sym/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/transport';

/** Under the 'scenarios' root like the editor's other queries, so its refresh after a reconnect reads them too. */
export const reviewLinkKeys = {
  all: ['scenarios', 'review-links'] as const,
  list: (scenarioId: string) => [...reviewLinkKeys.all, scenarioId] as const,
};

/** What the form sends (scenario.review.create without the episode). */
export type NewReviewLink = Omit<ReviewCreateInput, 'id'>;

export const reviewLinksApi = {
  list: (scenarioId: string) => call('scenario.review.list', { id: scenarioId }),
  create: (scenarioId: string, input: NewReviewLink) => call('scenario.review.create', { id: scenarioId, ...input }),
  revoke: (scenarioId: string, reviewId: string) => call('scenario.review.revoke', { id: scenarioId, reviewId }),
};

const newestFirst = (links: ReviewLink[]) => [...links].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

/** Puts a new or changed (revoked) link into the episode's cached list, newest first. */
export function mergeReviewLink(queryClient: QueryClient, link: ReviewLink): void {
  queryClient.setQueryData<ReviewLink[]>(reviewLinkKeys.list(link.scenarioId), (current) => {
    if (!current) return current;
    const exists = current.some((item) => item.id === link.id);
    return newestFirst(exists ? current.map((item) => (item.id === link.id ? link : item)) : [...current, link]);
  });
}

/** The episode's review links, newest first, revoked ones included. */
export function useReviewLinks(scenarioId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: reviewLinkKeys.list(scenarioId),
    queryFn: async () => newestFirst(await reviewLinksApi.list(scenarioId)),
    enabled: isEnabled,
  });
}

/** Create and revoke; each answer goes into the list at once (the room does not echo this tab's own changes). */
export function useReviewLinkMutations(scenarioId: string) {
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (input: NewReviewLink) => reviewLinksApi.create(scenarioId, input),
    onSuccess: (link) => mergeReviewLink(queryClient, link),
  });
  const revoke = useMutation({
    mutationFn: (reviewId: string) => reviewLinksApi.revoke(scenarioId, reviewId),
    onSuccess: ({ reviewId }) => {
      // The answer names only the link: it shows revoked now, and the list is read again for the server's time.
      queryClient.setQueryData<ReviewLink[]>(reviewLinkKeys.list(scenarioId), (current) =>
        current?.map((link) => (link.id === reviewId ? { ...link, revokedAt: new Date().toISOString() } : link)),
      );
      void queryClient.invalidateQueries({ queryKey: reviewLinkKeys.list(scenarioId) });
    },
  });
  return { create, revoke };
}
