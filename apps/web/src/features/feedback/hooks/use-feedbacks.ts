import { useQuery } from '@tanstack/react-query';
import { feedbackKeys } from '../api/query-keys';
import { getFeedbacks } from '../api/get-feedbacks';

export function useFeedbacks(page = 1, size = 6) {
  return useQuery({
    queryKey: feedbackKeys.list(page, size),
    queryFn: ({ signal }) => getFeedbacks(page, size, signal),
    staleTime: 10 * 60_000,
  });
}
