import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/http';
import { BidTimeoutError } from '../api/bidding-api';
import { bidErrorText } from './bid-errors';

const TIMEOUT = 'Thời gian phản hồi của máy chủ quá lâu, xin vui lòng thử lại!';
const FALLBACK = 'Không thể đặt giá sản phẩm vào lúc này!';

describe('bid error messages (spec §8)', () => {
  it('gives the time-out message for our time-out and the server’s', () => {
    expect(bidErrorText(new BidTimeoutError())).toBe(TIMEOUT);
    expect(bidErrorText(new ApiError(504, 'BID_TIMEOUT', 'x'))).toBe(TIMEOUT);
    expect(bidErrorText(new ApiError(504, 'HTTP_504', 'Gateway'))).toBe(TIMEOUT);
  });

  it('keeps the server’s explanation of a refusal', () => {
    expect(bidErrorText(new ApiError(400, 'BID_BELOW_MINIMUM', 'Giá tối đa phải từ ¥5,250 trở lên.'))).toBe('Giá tối đa phải từ ¥5,250 trở lên.');
  });

  it('falls back to the default bid error for anything unexplained', () => {
    expect(bidErrorText(new ApiError(500, 'INTERNAL_ERROR', 'Lỗi'))).toBe(FALLBACK);
    expect(bidErrorText(new ApiError(0, 'NETWORK_ERROR', 'Mất mạng'))).toBe(FALLBACK);
    expect(bidErrorText(new ApiError(502, 'HTTP_502', 'Bad gateway'))).toBe(FALLBACK);
    expect(bidErrorText(new Error('boom'))).toBe(FALLBACK);
  });
});
