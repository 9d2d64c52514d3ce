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
  // profile, settings, addresses, sales staff
  'BIRTHDATE_INVALID',
  'BIRTHDATE_NOT_PAST',
  'BIRTHDATE_AGE_RANGE',
  'AVATAR_INVALID',
  'PHONE_CHANGE_NEEDS_OTP',
  'SETTINGS_INVALID',
  'ADDRESS_NOT_FOUND',
  'ADDRESS_LIMIT_REACHED',
  'RECEIVER_NAME_REQUIRED',
  'ADDRESS_DETAIL_REQUIRED',
  'COUNTRY_NOT_FOUND',
  'PROVINCE_NOT_FOUND',
  'WARD_NOT_FOUND',
  'WARD_NOT_IN_PROVINCE',
  'ADDRESS_MAPPING_NOT_FOUND',
  'CUSTOMER_NOT_FOUND',
  'STAFF_NOT_FOUND',
  'STAFF_NOT_ASSIGNED',
  'SALES_CHANGE_REQUEST_OPEN',
  'SALES_CHANGE_REASON_REQUIRED',
  'STAFF_RATING_INVALID',
  // login and identity: OTP, social, QR, password reset, email verification
  'LOGIN_OTP_EXPIRED',
  'LOGIN_OTP_TOO_MANY_ATTEMPTS',
  'OTP_RESEND_TOO_SOON',
  'OTP_SEND_LIMIT',
  'SMS_SEND_FAILED',
  'EMAIL_SEND_FAILED',
  'SESSION_REVOKED',
  'SOCIAL_PROVIDER_DISABLED',
  'SOCIAL_TOKEN_INVALID',
  'SOCIAL_EMAIL_CONFLICT',
  'QR_CODE_INVALID',
  'QR_CODE_EXPIRED',
  'QR_CODE_USED',
  'PASSWORD_CURRENT_WRONG',
  'USERNAME_INVALID',
  'EMAIL_MISSING',
  'EMAIL_ALREADY_VERIFIED',
  'EMAIL_CODE_INVALID',
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
  'NOTIFICATION_NOT_FOUND',
  'NOTIFICATION_RECIPIENT_NOT_FOUND',
  // complaints
  'COMPLAINT_NOT_FOUND',
  'COMPLAINT_TYPE_INVALID',
  'COMPLAINT_CONTENT_REQUIRED',
  'COMPLAINT_PHOTOS_TOO_MANY',
  'COMPLAINT_PHOTO_INVALID',
  'COMPLAINT_ORDER_CODE_INVALID',
  'COMPLAINT_BILL_CODE_INVALID',
  'COMPLAINT_NOT_EDITABLE',
  'COMPLAINT_CANNOT_WITHDRAW',
  'COMPLAINT_TRANSITION_INVALID',
  'COMPLAINT_CLOSED',
  'COMPLAINT_MESSAGE_REQUIRED',
  // uploads
  'UPLOAD_FILE_REQUIRED',
  'UPLOAD_TYPE_NOT_ALLOWED',
  'UPLOAD_TYPE_MISMATCH',
  'UPLOAD_IMAGE_REQUIRED',
  'UPLOAD_TOO_LARGE',
  'UPLOAD_IMAGE_UNREADABLE',
  'UPLOAD_HEIC_UNSUPPORTED',
  'UPLOAD_FOLDER_INVALID',
  'UPLOAD_FAILED',
  'FILE_NOT_FOUND',
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
  // wallet
  'WALLET_INSUFFICIENT_BALANCE',
  'WALLET_AMOUNT_INVALID',
  'WALLET_IDEMPOTENCY_MISMATCH',
  'WALLET_HOLD_NOT_FOUND',
  'WALLET_HOLD_EXCEEDED',
  'WALLET_REASON_REQUIRED',
  'WALLET_RATE_INVALID',
  'BANK_WEBHOOK_UNAUTHORIZED',
  'BANK_TRANSFER_NOT_FOUND',
  'BANK_TRANSFER_ALREADY_RESOLVED',
  'WITHDRAWAL_NOT_FOUND',
  'WITHDRAWAL_NOT_PENDING',
  'CARD_NOT_FOUND',
  'BANK_NOT_FOUND',
  'QR_CURRENCY_UNSUPPORTED',
  'VOUCHER_NOT_FOUND',
  'VIP_LEVEL_NOT_FOUND',
  'VIP_ACTIVATE_FAILED',
  'SUBSCRIPTION_NOT_FOUND',
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

  BIRTHDATE_INVALID: 'Ngày sinh không hợp lệ. Vui lòng nhập ngày theo dạng ngày/tháng/năm.',
  BIRTHDATE_NOT_PAST: 'Ngày sinh phải là một ngày trong quá khứ.',
  BIRTHDATE_AGE_RANGE: 'Ngày sinh không hợp lệ: tuổi phải từ 13 đến 120.',
  AVATAR_INVALID: 'Ảnh đại diện không hợp lệ.',
  PHONE_CHANGE_NEEDS_OTP: 'Để đổi số điện thoại, vui lòng xác thực số mới bằng mã OTP.',
  SETTINGS_INVALID: 'Cài đặt không hợp lệ.',
  ADDRESS_NOT_FOUND: 'Không tìm thấy địa chỉ.',
  ADDRESS_LIMIT_REACHED: 'Bạn chỉ lưu được tối đa 20 địa chỉ. Vui lòng xóa bớt địa chỉ cũ.',
  RECEIVER_NAME_REQUIRED: 'Vui lòng nhập tên người nhận.',
  ADDRESS_DETAIL_REQUIRED: 'Vui lòng nhập số nhà, tên đường.',
  COUNTRY_NOT_FOUND: 'Không tìm thấy quốc gia.',
  PROVINCE_NOT_FOUND: 'Tỉnh/thành phố không hợp lệ.',
  WARD_NOT_FOUND: 'Phường/xã không hợp lệ.',
  WARD_NOT_IN_PROVINCE: 'Phường/xã không thuộc tỉnh/thành phố đã chọn.',
  ADDRESS_MAPPING_NOT_FOUND: 'Không tìm thấy phường/xã mới tương ứng với địa chỉ cũ.',
  CUSTOMER_NOT_FOUND: 'Không tìm thấy khách hàng.',
  STAFF_NOT_FOUND: 'Không tìm thấy nhân viên.',
  STAFF_NOT_ASSIGNED: 'Bạn chỉ có thể đánh giá nhân viên đang hỗ trợ mình.',
  SALES_CHANGE_REQUEST_OPEN: 'Bạn đã có một yêu cầu đổi nhân viên đang chờ xử lý.',
  SALES_CHANGE_REASON_REQUIRED: 'Vui lòng cho biết lý do (5–500 ký tự).',
  STAFF_RATING_INVALID: 'Vui lòng chọn số sao từ 1 đến 5.',

  LOGIN_OTP_EXPIRED: 'Mã OTP đã hết hạn hoặc chưa được gửi. Vui lòng yêu cầu mã mới.',
  LOGIN_OTP_TOO_MANY_ATTEMPTS: 'Bạn đã nhập sai mã quá 5 lần. Vui lòng yêu cầu mã mới.',
  OTP_RESEND_TOO_SOON: 'Mã xác minh vừa được gửi. Vui lòng chờ 60 giây trước khi yêu cầu mã mới.',
  OTP_SEND_LIMIT: 'Bạn đã yêu cầu quá nhiều mã xác minh. Vui lòng thử lại sau 1 giờ.',
  SMS_SEND_FAILED: 'Không gửi được tin nhắn SMS, vui lòng thử lại sau.',
  EMAIL_SEND_FAILED: 'Không gửi được email, vui lòng thử lại sau.',
  SESSION_REVOKED: 'Phiên đăng nhập đã kết thúc vì mật khẩu vừa được thay đổi. Vui lòng đăng nhập lại.',
  SOCIAL_PROVIDER_DISABLED: 'Kaimono chưa bật đăng nhập bằng tài khoản này. Vui lòng đăng nhập bằng số điện thoại.',
  SOCIAL_TOKEN_INVALID: 'Không xác minh được tài khoản mạng xã hội của bạn. Vui lòng thử đăng nhập lại.',
  SOCIAL_EMAIL_CONFLICT:
    'Email này đã thuộc một tài khoản Kaimono chưa xác minh email. Vui lòng đăng nhập bằng mật khẩu và xác minh email ở mục Bảo mật trước khi đăng nhập bằng mạng xã hội.',
  QR_CODE_INVALID: 'Mã QR không hợp lệ.',
  QR_CODE_EXPIRED: 'Mã QR đã hết hạn. Vui lòng tạo mã mới trên máy tính.',
  QR_CODE_USED: 'Mã QR đã được sử dụng hoặc đã bị hủy.',
  PASSWORD_CURRENT_WRONG: 'Mật khẩu hiện tại không đúng.',
  USERNAME_INVALID: 'Vui lòng nhập số di động Việt Nam hoặc địa chỉ email hợp lệ.',
  EMAIL_MISSING: 'Tài khoản chưa có email. Vui lòng thêm email trong hồ sơ trước khi xác minh.',
  EMAIL_ALREADY_VERIFIED: 'Email của bạn đã được xác minh.',
  EMAIL_CODE_INVALID: 'Mã xác minh email không chính xác hoặc đã hết hạn.',

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
  NOTIFICATION_NOT_FOUND: 'Không tìm thấy thông báo.',
  NOTIFICATION_RECIPIENT_NOT_FOUND: 'Không tìm thấy khách hàng nhận thông báo.',

  COMPLAINT_NOT_FOUND: 'Không tìm thấy khiếu nại.',
  COMPLAINT_TYPE_INVALID: 'Vui lòng chọn loại khiếu nại.',
  COMPLAINT_CONTENT_REQUIRED: 'Vui lòng nhập nội dung khiếu nại (tối đa 5000 ký tự).',
  COMPLAINT_PHOTOS_TOO_MANY: 'Chỉ được đính kèm tối đa 6 ảnh.',
  COMPLAINT_PHOTO_INVALID: 'Ảnh đính kèm không hợp lệ. Vui lòng tải ảnh lên lại.',
  COMPLAINT_ORDER_CODE_INVALID: 'Mã đơn hàng không hợp lệ (chỉ gồm chữ, số và dấu gạch ngang, 4–32 ký tự).',
  COMPLAINT_BILL_CODE_INVALID: 'Mã hóa đơn không hợp lệ (chỉ gồm chữ, số và dấu gạch ngang, 4–32 ký tự).',
  COMPLAINT_NOT_EDITABLE: 'Khiếu nại đã được tiếp nhận xử lý nên không thể chỉnh sửa. Bạn có thể gửi thêm trao đổi.',
  COMPLAINT_CANNOT_WITHDRAW: 'Khiếu nại đã được phản hồi nên không thể rút lại.',
  COMPLAINT_TRANSITION_INVALID: 'Không thể chuyển khiếu nại sang trạng thái này.',
  COMPLAINT_CLOSED: 'Khiếu nại đã đóng, không thể gửi thêm trao đổi.',
  COMPLAINT_MESSAGE_REQUIRED: 'Vui lòng nhập nội dung trao đổi (tối đa 5000 ký tự).',

  UPLOAD_FILE_REQUIRED: 'Vui lòng chọn một tệp để tải lên.',
  UPLOAD_TYPE_NOT_ALLOWED: 'Định dạng tệp không được hỗ trợ. Chỉ nhận ảnh JPEG, PNG, WebP, GIF hoặc tệp PDF.',
  UPLOAD_TYPE_MISMATCH: 'Nội dung tệp không đúng với định dạng của nó. Vui lòng chọn đúng tệp ảnh hoặc PDF.',
  UPLOAD_IMAGE_REQUIRED: 'Vui lòng chọn tệp ảnh (JPEG, PNG, WebP hoặc GIF).',
  UPLOAD_TOO_LARGE: 'Tệp quá lớn. Ảnh tối đa 10 MB, tệp PDF tối đa 5 MB.',
  UPLOAD_IMAGE_UNREADABLE: 'Không đọc được ảnh này, vui lòng chọn ảnh khác.',
  UPLOAD_HEIC_UNSUPPORTED: 'Ảnh HEIC chưa được hỗ trợ. Vui lòng chuyển ảnh sang JPEG hoặc PNG rồi tải lên lại.',
  UPLOAD_FOLDER_INVALID: 'Thư mục lưu tệp không hợp lệ.',
  UPLOAD_FAILED: 'Tải tệp lên không thành công, vui lòng thử lại.',
  FILE_NOT_FOUND: 'Không tìm thấy tệp.',

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
  // wallet
  WALLET_INSUFFICIENT_BALANCE: 'Số dư ví không đủ để thực hiện giao dịch.',
  WALLET_AMOUNT_INVALID: 'Số tiền phải là số nguyên dương (VND).',
  WALLET_IDEMPOTENCY_MISMATCH: 'Mã giao dịch này đã được dùng cho một giao dịch khác.',
  WALLET_HOLD_NOT_FOUND: 'Không tìm thấy khoản tiền tạm giữ.',
  WALLET_HOLD_EXCEEDED: 'Số tiền vượt quá khoản đang tạm giữ.',
  WALLET_REASON_REQUIRED: 'Vui lòng nhập lý do điều chỉnh.',
  WALLET_RATE_INVALID: 'Tỷ giá không hợp lệ.',
  BANK_WEBHOOK_UNAUTHORIZED: 'Xác thực webhook ngân hàng không hợp lệ.',
  BANK_TRANSFER_NOT_FOUND: 'Không tìm thấy giao dịch chuyển khoản.',
  BANK_TRANSFER_ALREADY_RESOLVED: 'Giao dịch chuyển khoản này đã được xử lý.',
  WITHDRAWAL_NOT_FOUND: 'Không tìm thấy yêu cầu rút tiền.',
  WITHDRAWAL_NOT_PENDING: 'Yêu cầu rút tiền này đã được xử lý.',
  CARD_NOT_FOUND: 'Không tìm thấy thẻ ngân hàng.',
  BANK_NOT_FOUND: 'Không tìm thấy ngân hàng.',
  QR_CURRENCY_UNSUPPORTED: 'Loại tiền tệ không được hỗ trợ cho mã QR.',
  VOUCHER_NOT_FOUND: 'Không tìm thấy mã giảm giá.',
  VIP_LEVEL_NOT_FOUND: 'Không tìm thấy cấp VIP.',
  VIP_ACTIVATE_FAILED: 'Kích hoạt VIP thất bại',
  SUBSCRIPTION_NOT_FOUND: 'Không tìm thấy gói đăng ký.',
} as const satisfies Record<ErrorCode, string>;

/** Success and neutral messages of spec section 8, word for word. */
export const successMessages = {
  LOGIN_SUCCEEDED: 'Đăng nhập thành công',
  LOGOUT_SUCCEEDED: 'Đăng xuất tài khoản thành công',
  SIGNUP_SUCCEEDED: 'Đăng ký tài khoản thành công',
  OTP_SENT: 'Mã xác minh đã được gửi tới số điện thoại của bạn.',
  PASSWORD_RESET_CODE_SENT: 'Nếu tài khoản tồn tại, mã xác minh đã được gửi tới số điện thoại hoặc email đó.',
  PASSWORD_RESET_SUCCEEDED: 'Đặt lại mật khẩu thành công. Vui lòng đăng nhập bằng mật khẩu mới.',
  PASSWORD_RESET_CODE_OK: 'Mã xác minh hợp lệ. Vui lòng nhập mật khẩu mới.',
  PASSWORD_CHANGED: 'Đổi mật khẩu thành công. Các thiết bị khác đã được đăng xuất.',
  EMAIL_CODE_SENT: 'Mã xác minh đã được gửi tới email của bạn.',
  EMAIL_VERIFIED: 'Xác minh email thành công.',
  QR_APPROVED: 'Đã xác nhận đăng nhập trên thiết bị kia.',
  QR_REJECTED: 'Đã từ chối yêu cầu đăng nhập.',
  QR_CANCELLED: 'Đã hủy mã QR.',
  SESSION_REFRESHED: 'Đã gia hạn phiên đăng nhập.',
  QUOTE_CREATED: 'Tạo đơn hàng thành công',
  PROFILE_SAVED: 'Cập nhật thành công!',
  UPDATE_SUCCEEDED: 'Cập nhật thành công!',
  ADDRESS_SAVED: 'Lưu địa chỉ thành công',
  ADDRESS_DELETED: 'Đã xóa địa chỉ',
  SALES_CHANGE_REQUESTED: 'Đã gửi yêu cầu đổi nhân viên hỗ trợ. Chúng tôi sẽ liên hệ bạn sớm.',
  STAFF_RATED: 'Cảm ơn bạn đã đánh giá!',
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
