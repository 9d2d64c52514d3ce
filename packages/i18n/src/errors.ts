/**
 * The error catalogue: every error code the API can answer with, and its Vietnamese message.
 * Spec section 8 wording is used verbatim where it applies (marked "spec §8").
 * `satisfies Record<ErrorCode, string>` makes a code without a message fail the typecheck.
 */
export const errorCodes = [
  // platform
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'BODY_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'UNAUTHENTICATED',
  'TOKEN_EXPIRED',
  'FORBIDDEN',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  // accounts
  'LOGIN_FAILED',
  'LOGIN_OTP_INVALID',
  'PHONE_INVALID',
  'PHONE_TAKEN',
  'EMAIL_INVALID',
  'EMAIL_TAKEN',
  'PASSWORD_TOO_WEAK',
  'FULL_NAME_REQUIRED',
  'PASSWORD_RESET_FAILED',
  'PROFILE_SAVE_FAILED',
  'UPDATE_FAILED',
  // catalog / search
  'LINK_UNSUPPORTED',
  'KEYWORD_EMPTY',
  'KEYWORD_TOO_LONG',
  'SITE_NOT_FOUND',
  'ITEM_NOT_FOUND',
  'ITEM_CODE_INVALID',
  'SELLER_NOT_FOUND',
  'CATEGORY_NOT_FOUND',
  'CAPABILITY_UNAVAILABLE',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_TIMEOUT',
  'UPSTREAM_BAD_RESPONSE',
  'SANDBOX_ONLY',
  'AUCTION_NOT_FOUND',
  'TRANSLATION_FAILED',
  'FAVORITE_ADD_FAILED',
  // notifications
  'NOTIFICATION_MARK_ALL_FAILED',
  // bidding
  'BID_TIMEOUT',
  'BID_FAILED',
  // orders
  'QUOTE_CREATE_FAILED',
  'ORDER_PAYMENT_FAILED',
  'ORDER_PAYMENT_ERROR',
  'ORDER_PAYMENT_UNAVAILABLE',
  'COUPON_NOT_APPLICABLE',
  'COUPON_APPLY_ERROR',
  'CART_SAVE_FAILED',
  'EXPORT_FAILED',
  'VIP_CANCEL_FAILED',
  'PRICE_NEGOTIATION_FAILED',
  'CARD_SAVE_FAILED',
  'ROUTE_SAVE_FAILED',
  'BILL_BULK_PAYMENT_FAILED',
  'BILL_BULK_PAYMENT_ERROR',
  'PRINT_FAILED',
  'QR_BENEFICIARY_LENGTH',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const errorMessages = {
  VALIDATION_FAILED: 'Dữ liệu gửi lên không hợp lệ.',
  MALFORMED_JSON: 'Dữ liệu gửi lên không đúng định dạng JSON.',
  BODY_TOO_LARGE: 'Dữ liệu gửi lên quá lớn.',
  UNSUPPORTED_MEDIA_TYPE: 'Định dạng dữ liệu không được hỗ trợ.',
  NOT_FOUND: 'Không tìm thấy dữ liệu yêu cầu.',
  ROUTE_NOT_FOUND: 'Không tìm thấy đường dẫn yêu cầu.',
  METHOD_NOT_ALLOWED: 'Phương thức không được hỗ trợ.',
  UNAUTHENTICATED: 'Vui lòng đăng nhập để tiếp tục.',
  TOKEN_EXPIRED: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.',
  FORBIDDEN: 'Bạn không có quyền thực hiện thao tác này.',
  RATE_LIMITED: 'Bạn thao tác quá nhiều lần, vui lòng thử lại sau ít phút.',
  INTERNAL_ERROR: 'Có lỗi xảy ra, vui lòng thử lại sau!',
  SERVICE_UNAVAILABLE: 'Hệ thống đang bận, vui lòng thử lại sau.',

  LOGIN_FAILED: 'Lỗi đăng nhập', // spec §8
  LOGIN_OTP_INVALID: 'Mã OPT không chính xác', // spec §8 (sic: "OPT")
  PHONE_INVALID: 'Số điện thoại không hợp lệ. Vui lòng nhập số di động Việt Nam gồm 10 chữ số.',
  PHONE_TAKEN: 'Số điện thoại này đã được đăng ký.',
  EMAIL_INVALID: 'Địa chỉ email không hợp lệ.',
  EMAIL_TAKEN: 'Email này đã được đăng ký.',
  PASSWORD_TOO_WEAK: 'Mật khẩu phải có ít nhất 8 ký tự, gồm cả chữ và số.',
  FULL_NAME_REQUIRED: 'Vui lòng nhập họ và tên.',
  PASSWORD_RESET_FAILED: 'Đặt lại mật khẩu không thành công!', // spec §8
  PROFILE_SAVE_FAILED: 'Lưu thất bại!', // spec §8
  UPDATE_FAILED: 'Cập nhật không thành công!', // spec §8

  LINK_UNSUPPORTED: 'Link sản phẩm chưa được hỗ trợ hoặc chưa đúng.', // spec §8
  KEYWORD_EMPTY: 'Vui lòng nhập từ khóa tìm kiếm.',
  KEYWORD_TOO_LONG: 'Từ khóa tìm kiếm tối đa 100 ký tự.',
  SITE_NOT_FOUND: 'Trang thương mại điện tử này chưa được hỗ trợ.',
  ITEM_NOT_FOUND: 'Không tìm thấy sản phẩm. Sản phẩm có thể đã bị xóa hoặc đường dẫn chưa đúng.',
  ITEM_CODE_INVALID: 'Mã sản phẩm không hợp lệ.',
  SELLER_NOT_FOUND: 'Không tìm thấy người bán.',
  CATEGORY_NOT_FOUND: 'Không tìm thấy danh mục.',
  CAPABILITY_UNAVAILABLE: 'Trang này chưa hỗ trợ chức năng bạn yêu cầu.',
  UPSTREAM_UNAVAILABLE: 'Không kết nối được với sàn Nhật Bản, vui lòng thử lại sau.',
  UPSTREAM_TIMEOUT: 'Sàn Nhật Bản phản hồi quá lâu, vui lòng thử lại sau.',
  UPSTREAM_BAD_RESPONSE: 'Dữ liệu từ sàn Nhật Bản không đọc được, chúng tôi đang kiểm tra. Vui lòng thử lại sau.',
  SANDBOX_ONLY: 'Chức năng này chỉ có ở chế độ thử nghiệm.',
  AUCTION_NOT_FOUND: 'Không tìm thấy phiên đấu giá.',
  TRANSLATION_FAILED: 'Không dịch được nội dung, vui lòng thử lại.',
  FAVORITE_ADD_FAILED: 'Không thêm được vào danh sách yêu thích, vui lòng thử lại.',

  NOTIFICATION_MARK_ALL_FAILED: 'Đã xảy ra lỗi, vui lòng thử lại!', // spec §8

  BID_TIMEOUT: 'Thời gian phản hồi của máy chủ quá lâu, xin vui lòng thử lại!', // spec §8
  BID_FAILED: 'Không thể đặt giá sản phẩm vào lúc này!', // spec §8

  QUOTE_CREATE_FAILED: 'Tạo đơn hàng thất bại', // spec §8
  ORDER_PAYMENT_FAILED: 'Đặt hàng thất bại', // spec §8
  ORDER_PAYMENT_ERROR: 'Có lỗi xảy ra, vui lòng thử lại sau!', // spec §8
  ORDER_PAYMENT_UNAVAILABLE: 'Không thể thanh đơn vào lúc này', // spec §8 (sic)
  COUPON_NOT_APPLICABLE: 'Chưa thể áp dụng được mã giảm giá.', // spec §8
  COUPON_APPLY_ERROR: 'Lỗi áp dụng mã giảm giá', // spec §8
  CART_SAVE_FAILED: 'Đặt hàng thất bại!', // spec §8
  EXPORT_FAILED: 'Xuất file thất bại!', // spec §8
  VIP_CANCEL_FAILED: 'Hủy kích hoạt VIP thất bại', // spec §8
  PRICE_NEGOTIATION_FAILED: 'Gửi yêu cầu thương lượng giá không thành công!', // spec §8
  CARD_SAVE_FAILED: 'Lưu thông tin thẻ thất bại!', // spec §8
  ROUTE_SAVE_FAILED: 'Lưu thất bại!', // spec §8
  BILL_BULK_PAYMENT_FAILED: 'Thanh toán gói hàng thất bại!', // spec §8
  BILL_BULK_PAYMENT_ERROR: 'Đã xảy ra lỗi!', // spec §8
  PRINT_FAILED: 'In phiếu thất bại!', // spec §8
  QR_BENEFICIARY_LENGTH: 'Độ dài id tổ chức thụ hưởng không chính xác', // spec §5
} as const satisfies Record<ErrorCode, string>;

/** Success and neutral messages of spec section 8, word for word. */
export const successMessages = {
  LOGIN_SUCCEEDED: 'Đăng nhập thành công',
  LOGOUT_SUCCEEDED: 'Đăng xuất tài khoản thành công',
  SIGNUP_SUCCEEDED: 'Đăng ký tài khoản thành công',
  QUOTE_CREATED: 'Tạo đơn hàng thành công',
  PROFILE_SAVED: 'Cập nhật thành công!',
  UPDATE_SUCCEEDED: 'Cập nhật thành công!',
  EXPORT_SUCCEEDED: 'Xuất file thành công!',
  PRICE_NEGOTIATION_SENT: 'Gửi yêu cầu thương lượng giá thành công!',
  ROUTE_SAVED: 'Lưu thành công',
  ROUTE_DELETE_REPORTED: 'error', // spec §8: route delete reports message 'error' even on failure
  PRINT_SUCCEEDED: 'In phiếu thành công!',
} as const;

export type SuccessMessageKey = keyof typeof successMessages;

/** The render-crash page text is English in the spec on purpose: 'Something went wrong.' */
export const RENDER_CRASH_MESSAGE = 'Something went wrong.';

export function errorMessage(code: ErrorCode): string {
  return errorMessages[code];
}
