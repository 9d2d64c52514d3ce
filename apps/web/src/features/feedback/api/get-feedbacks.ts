import type { Feedback, Pagination } from '@kaimono/contracts';
import { http } from '@/shared/api/http';

/** GET /api/feedbacks?page&size: customer testimonials. */
export async function getFeedbacks(page: number, size: number, signal?: AbortSignal): Promise<{ results: Feedback[]; pagination: Pagination }> {
  const body = await http.get<{ success: true; results: Feedback[]; pagination: Pagination }>('/feedbacks', { page, size }, signal);
  return { results: body.results ?? [], pagination: body.pagination ?? { page, size, total: body.results?.length ?? 0 } };
}
