/**
 * Login and identity: login by OTP, QR and social accounts, password reset, the security page, the
 * QR approval page, the staff outbox page, and the texts of the SMS and emails the server sends.
 */
export const identityText = {
  // --- login page tabs ---
  loginMethodsLabel: 'Cách đăng nhập',
  tabPassword: 'Dùng mật khẩu',
  tabOtp: 'Mã OTP qua SMS',
  tabQr: 'Quét mã QR',

  // --- phone OTP ---
  otpPhoneHint: 'Chúng tôi sẽ gửi mã gồm 6 chữ số tới số di động này.',
  otpSend: 'Gửi mã',
  otpCodeLabel: 'Mã xác minh',
  otpCodeRequired: 'Vui lòng nhập mã gồm 6 chữ số.',
  otpSentTo: (masked: string) => `Mã đã được gửi tới ${masked}. Mã có hiệu lực trong 5 phút.`,
  otpNewAccount: 'Số này chưa có tài khoản Kaimono: tài khoản mới sẽ được tạo khi bạn nhập đúng mã.',
  otpResend: 'Gửi lại mã',
  otpResendIn: (seconds: number) => `Gửi lại mã sau ${seconds} giây`,
  otpChangePhone: 'Đổi số điện thoại',
  otpLogin: 'Đăng nhập',

  // --- QR login (computer side) ---
  qrInstructions: 'Trên điện thoại đã đăng nhập Kaimono, mở camera hoặc ứng dụng quét mã, quét mã này rồi bấm “Xác nhận đăng nhập”.',
  qrImageAlt: 'Mã QR đăng nhập Kaimono',
  qrWaiting: 'Đang chờ quét mã…',
  qrScanned: 'Đã quét mã. Vui lòng bấm xác nhận trên điện thoại…',
  qrExpiresIn: (time: string) => `Mã hết hạn sau ${time}`,
  qrExpired: 'Mã QR đã hết hạn.',
  qrCancelled: 'Bạn đã hủy chờ quét mã.',
  qrRejected: 'Yêu cầu đăng nhập đã bị từ chối trên điện thoại.',
  qrNewCode: 'Tạo mã mới',
  qrCancel: 'Hủy',
  qrCreating: 'Đang tạo mã QR…',
  qrFailed: 'Không tạo được mã QR.',

  // --- QR approval (phone side) ---
  qrApproveTitle: 'Xác nhận đăng nhập bằng mã QR',
  qrApproveLead: 'Một thiết bị đang yêu cầu đăng nhập vào tài khoản Kaimono của bạn.',
  qrApproveDevice: 'Thiết bị',
  qrApproveIp: 'Địa chỉ IP',
  qrApproveTime: 'Thời gian yêu cầu',
  qrApproveAccount: 'Tài khoản',
  qrApproveWarning:
    'Chỉ xác nhận khi chính bạn vừa quét mã QR hiển thị trên máy tính của mình. Không xác nhận mã QR do người khác gửi cho bạn: họ sẽ vào được tài khoản của bạn.',
  qrApproveButton: 'Xác nhận đăng nhập',
  qrRejectButton: 'Từ chối',
  qrApproveDone: 'Thiết bị kia đã được đăng nhập. Bạn có thể đóng trang này.',
  qrRejectDone: 'Bạn đã từ chối yêu cầu đăng nhập. Thiết bị kia không được đăng nhập.',
  qrApproveMissingCode: 'Liên kết không có mã QR. Vui lòng quét lại mã trên máy tính.',
  qrBackHome: 'Về trang chủ',

  // --- social login ---
  socialDivider: 'Hoặc đăng nhập bằng',
  socialGoogle: 'Google',
  socialFacebook: 'Facebook',
  socialCallbackTitle: 'Đăng nhập bằng mạng xã hội',
  socialCallbackWorking: 'Đang đăng nhập…',
  socialCallbackFailed: 'Đăng nhập không thành công',
  socialStateMismatch: 'Phiên đăng nhập mạng xã hội không hợp lệ hoặc đã hết hạn. Vui lòng thử lại.',
  socialCancelled: 'Bạn đã hủy đăng nhập bằng mạng xã hội.',

  // --- forgot / reset password ---
  forgotTitle: 'Quên mật khẩu',
  forgotLead: 'Nhập số điện thoại hoặc email đã đăng ký, chúng tôi sẽ gửi mã xác minh để bạn đặt mật khẩu mới.',
  forgotUsernameLabel: 'Số điện thoại hoặc email',
  forgotSendCode: 'Gửi mã xác minh',
  forgotSentSms: (target: string) => `Nếu ${target} đã đăng ký, mã xác minh đã được gửi qua SMS. Mã có hiệu lực trong 5 phút.`,
  forgotSentEmail: (target: string) => `Nếu ${target} đã đăng ký, mã xác minh đã được gửi qua email. Mã có hiệu lực trong 5 phút.`,
  forgotCodeLabel: 'Mã xác minh',
  forgotNewPassword: 'Mật khẩu mới',
  forgotConfirmPassword: 'Nhập lại mật khẩu mới',
  forgotSubmit: 'Đặt lại mật khẩu',
  forgotOtherUsername: 'Dùng số điện thoại hoặc email khác',
  forgotNoCodeTitle: 'Không nhận được mã?',
  forgotNoCodeBody: 'Kiểm tra lại số điện thoại hoặc email, chờ một phút rồi gửi lại mã, hoặc liên hệ bộ phận hỗ trợ.',

  // --- security page (/account/security) ---
  securityTitle: 'Bảo mật',
  securityLead: 'Mật khẩu, thiết bị đang đăng nhập, xác minh email và đăng nhập bằng mã QR.',
  changePasswordTitle: 'Đổi mật khẩu',
  setPasswordTitle: 'Đặt mật khẩu',
  setPasswordLead: 'Tài khoản của bạn chưa có mật khẩu (đăng nhập bằng mã OTP hoặc mạng xã hội). Đặt mật khẩu để đăng nhập bằng mật khẩu.',
  currentPassword: 'Mật khẩu hiện tại',
  newPassword: 'Mật khẩu mới',
  confirmNewPassword: 'Nhập lại mật khẩu mới',
  changePasswordButton: 'Đổi mật khẩu',
  setPasswordButton: 'Đặt mật khẩu',
  changePasswordNote: 'Sau khi đổi mật khẩu, các thiết bị khác đang đăng nhập sẽ phải đăng nhập lại.',
  emailTitle: 'Xác minh email',
  emailVerified: 'Đã xác minh',
  emailUnverified: 'Chưa xác minh',
  emailMissing: 'Bạn chưa có email. Thêm email trong Hồ sơ để nhận thông báo và lấy lại mật khẩu qua email.',
  emailSendCode: 'Gửi mã xác minh',
  emailCodeSent: (masked: string) => `Mã xác minh đã được gửi tới ${masked}. Mã có hiệu lực trong 5 phút.`,
  emailCodeLabel: 'Mã xác minh email',
  emailVerifyButton: 'Xác minh',
  sessions: {
    title: 'Thiết bị đang đăng nhập',
    lead: 'Các trình duyệt và thiết bị đang đăng nhập tài khoản của bạn. Nếu thấy thiết bị lạ, hãy đăng xuất thiết bị đó và đổi mật khẩu.',
    thisDevice: 'Thiết bị này',
    address: 'Địa chỉ IP',
    unknownAddress: 'Không rõ',
    lastSeen: 'Hoạt động lần cuối',
    signedIn: 'Đăng nhập lúc',
    endOne: 'Đăng xuất',
    endOneLabel: (device: string) => `Đăng xuất ${device}`,
    endOneConfirmTitle: 'Đăng xuất thiết bị này?',
    endOneConfirmBody: (device: string) => `${device} sẽ phải đăng nhập lại để tiếp tục dùng tài khoản.`,
    endOthers: 'Đăng xuất các thiết bị khác',
    endOthersConfirmTitle: 'Đăng xuất các thiết bị khác?',
    endOthersConfirmBody: 'Mọi thiết bị khác sẽ phải đăng nhập lại. Thiết bị bạn đang dùng vẫn đăng nhập.',
    noOthers: 'Không có thiết bị nào khác đang đăng nhập.',
    failed: 'Không đăng xuất được thiết bị',
  },
  qrTipTitle: 'Đăng nhập trên máy tính bằng điện thoại',
  qrTipBody: 'Ở trang đăng nhập trên máy tính, chọn “Quét mã QR”, rồi dùng điện thoại đang đăng nhập này để quét mã và xác nhận.',

  // --- staff outbox (/admin/sms-outbox) ---
  outboxTitle: 'Hộp thư đi thử nghiệm',
  outboxLead: 'Chỉ có ở chế độ thử nghiệm: SMS và email hệ thống “gửi” (mã OTP, mã đặt lại mật khẩu, mã xác minh email) được lưu ở đây thay vì gửi thật.',
  outboxFilterLabel: 'Lọc theo số điện thoại hoặc email',
  outboxRefresh: 'Làm mới',
  outboxEmpty: 'Chưa có tin nhắn nào.',
  outboxTime: 'Thời gian',
  outboxChannel: 'Kênh',
  outboxRecipient: 'Người nhận',
  outboxPurpose: 'Mục đích',
  outboxBody: 'Nội dung',
  outboxForbidden: 'Trang này chỉ dành cho quản trị viên.',
  outboxUnavailable: 'Hộp thư đi chỉ có ở chế độ thử nghiệm.',
  channels: { sms: 'SMS', email: 'Email', zalo: 'Zalo ZNS' } as Record<string, string>,
  purposes: { login: 'Đăng nhập OTP', reset_password: 'Đặt lại mật khẩu', verify_email: 'Xác minh email', notification: 'Thông báo' } as Record<string, string>,

  // --- QR requester description (server) ---
  device: {
    on: 'trên',
    unknownBrowser: 'Trình duyệt không xác định',
    unknownOs: 'hệ điều hành không xác định',
  },

  // --- what the server sends ---
  /**
   * SMS are written without diacritics on purpose: Vietnamese carriers register brandname SMS
   * templates unaccented, and a Unicode SMS holds 70 characters instead of 160.
   */
  sms: {
    login: (code: string) => `Kaimono: ma dang nhap cua ban la ${code}. Ma co hieu luc trong 5 phut. Khong chia se ma nay cho bat ky ai.`,
    resetPassword: (code: string) => `Kaimono: ma dat lai mat khau cua ban la ${code}. Ma co hieu luc trong 5 phut. Khong chia se ma nay cho bat ky ai.`,
  },
  email: {
    resetSubject: 'Mã đặt lại mật khẩu Kaimono',
    resetBody: (code: string) =>
      `Xin chào,\n\nMã đặt lại mật khẩu Kaimono của bạn là: ${code}\nMã có hiệu lực trong 5 phút.\n\nNếu bạn không yêu cầu đặt lại mật khẩu, hãy bỏ qua email này; mật khẩu của bạn vẫn giữ nguyên.\n\nKaimono`,
    verifySubject: 'Mã xác minh email Kaimono',
    verifyBody: (name: string, code: string) =>
      `Xin chào ${name},\n\nMã xác minh email Kaimono của bạn là: ${code}\nMã có hiệu lực trong 5 phút.\n\nNếu bạn không yêu cầu, hãy bỏ qua email này.\n\nKaimono`,
  },
} as const;

/** /admin/login-failures: bursts of failed logins by client address (staff). */
export const loginFailuresText = {
  windowLabel: 'Khoảng thời gian',
  windows: { '15': '15 phút qua', '60': '1 giờ qua', '360': '6 giờ qua', '1440': '24 giờ qua' } as Record<string, string>,
  refresh: 'Làm mới',
  empty: 'Không có địa chỉ nào đăng nhập sai nhiều lần trong khoảng thời gian này.',
  forbidden: 'Trang này chỉ dành cho nhân viên quản trị.',
  tableLabel: 'Các đợt đăng nhập sai theo địa chỉ IP',
  address: 'Địa chỉ IP',
  failures: 'Số lần sai',
  accounts: 'Số tài khoản bị thử',
  usernames: 'Tài khoản bị thử',
  window: 'Từ – đến',
  status: 'Trạng thái',
  blockedUntil: (time: string) => `Đang bị chặn đến ${time}`,
  notBlocked: 'Chưa bị chặn',
  kinds: { password: 'mật khẩu', otp: 'mã OTP' } as Record<string, string>,
  note: 'Mỗi địa chỉ IP sai quá 5 lần với một tài khoản phải chờ (30 giây, tăng gấp đôi mỗi lần sai, tối đa 15 phút); sai 30 lần trong 15 phút trên mọi tài khoản thì địa chỉ đó bị chặn. Chủ tài khoản đăng nhập từ nơi khác không bị ảnh hưởng.',
} as const;
