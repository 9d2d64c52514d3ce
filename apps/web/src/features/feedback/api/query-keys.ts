export const feedbackKeys = {
  all: ['feedbacks'] as const,
  list: (page: number, size: number) => [...feedbackKeys.all, page, size] as const,
};
