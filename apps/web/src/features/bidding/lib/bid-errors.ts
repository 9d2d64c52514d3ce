import { biddingWebText } from '@kaimono/i18n';
import { ApiError } from '@/shared/api/http';
import { BidTimeoutError } from '../api/bidding-api';

/**
 * The message for a failed bid call (spec §8): a time-out (ours, or the server's BID_TIMEOUT / 504)
 * gives 'Thời gian phản hồi của máy chủ quá lâu, xin vui lòng thử lại!'; the server's own
 * Vietnamese message when it explained the refusal; anything unexplained 'Không thể đặt giá sản
 * phẩm vào lúc này!'.
 */
export function bidErrorText(error: unknown): string {
  if (error instanceof BidTimeoutError) return biddingWebText.errors.timeout;
  if (error instanceof ApiError) {
    if (error.code === 'BID_TIMEOUT' || error.status === 504 || error.status === 408) return biddingWebText.errors.timeout;
    // 4xx with a code of ours, or a bid failure the server named: its message says why.
    const explained = error.code !== 'INTERNAL_ERROR' && !error.code.startsWith('HTTP_') && error.code !== 'NETWORK_ERROR';
    if (explained && error.message.trim()) return error.message;
  }
  return biddingWebText.errors.fallback;
}
