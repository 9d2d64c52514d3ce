import type { Feedback } from '@kaimono/contracts';
import { homeText, siteText } from '@kaimono/i18n';
import { formatDate } from '@/shared/lib/format-date';
import { isSiteCode } from '@/shared/config/sites';
import { EmptyState, LoadFailed } from '@/shared/ui/empty-state';
import { Icon } from '@/shared/ui/icons';
import { LoadingRegion, Skeleton, SkeletonText } from '@/shared/ui/skeleton';
import { useFeedbacks } from '../hooks/use-feedbacks';
import './testimonials.css';

const COUNT = 6;

function Stars({ rating }: { rating: number }) {
  return (
    <span className="testimonial__stars" role="img" aria-label={homeText.ratingLabel(rating)}>
      {Array.from({ length: 5 }, (_, i) => (
        <Icon key={i} name="star" size={16} filled={i < rating} />
      ))}
    </span>
  );
}

function TestimonialCard({ feedback }: { feedback: Feedback }) {
  const site = isSiteCode(feedback.site_code) ? siteText[feedback.site_code].name : null;
  return (
    <figure className="testimonial">
      <Stars rating={feedback.rating} />
      <blockquote className="testimonial__quote">
        <p>{feedback.content}</p>
      </blockquote>
      <figcaption className="testimonial__author">
        <strong>{feedback.customer_name}</strong>
        <span>
          {feedback.city}
          {site ? ` · ${homeText.boughtOn(site)}` : ''}
          {feedback.created_at ? ` · ${formatDate(feedback.created_at)}` : ''}
        </span>
      </figcaption>
    </figure>
  );
}

/** Customer testimonials from GET /api/feedbacks; space reserved while loading. */
export function Testimonials() {
  const { data, isPending, isError, refetch, isFetching } = useFeedbacks(1, COUNT);
  if (isPending) {
    return (
      <LoadingRegion>
        <div className="testimonials">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className="testimonial" aria-hidden="true">
              <Skeleton width={96} height={16} />
              <SkeletonText lines={4} />
              <Skeleton width={140} height={14} />
            </div>
          ))}
        </div>
      </LoadingRegion>
    );
  }
  if (isError) return <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />;
  if (data.results.length === 0) return <EmptyState title={homeText.noTestimonials} icon="star" />;
  return (
    <ul className="testimonials">
      {data.results.map((feedback) => (
        <li key={feedback.id}>
          <TestimonialCard feedback={feedback} />
        </li>
      ))}
    </ul>
  );
}
