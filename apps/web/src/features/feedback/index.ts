export { Testimonials } from './components/testimonials';
export { useFeedbacks } from './hooks/use-feedbacks';
export { feedbackKeys } from './api/query-keys';
