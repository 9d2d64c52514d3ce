/** Text of the home page. Fees mentioned here follow the fee schedule on /page/bieu-phi. */
export const homeContent = {
  hero: {
    title: 'Mua hàng Nhật Bản dễ như mua trong nước',
    subtitle:
      'Tìm và đặt mua trên Yahoo! Auctions, Yahoo! Shopping, Mercari, Rakuten, Yahoo!フリマ và Suruga-ya bằng tiếng Việt. Giá hiển thị bằng yên và tiền Việt, thanh toán qua ví nạp bằng VietQR.',
    searchHint: 'Nhập từ khóa hoặc dán link sản phẩm từ sàn Nhật…',
  },
  steps: [
    {
      title: 'Tìm sản phẩm',
      text: 'Gõ từ khóa tiếng Việt, tiếng Anh, tiếng Nhật hoặc dán đường dẫn sản phẩm từ một trong sáu sàn được hỗ trợ.',
    },
    {
      title: 'Đặt mua hoặc đặt giá',
      text: 'Thêm vào giỏ, mua ngay, gửi yêu cầu giá mong muốn hoặc đặt giá đấu, kể cả đặt giá phút chót.',
    },
    {
      title: 'Thanh toán lần 1',
      text: 'Trả tiền hàng, phí tại Nhật và phí dịch vụ từ ví. Chúng tôi mua hàng và nhận về kho Osaka.',
    },
    {
      title: 'Vận chuyển về Việt Nam',
      text: 'Chọn đường bay, đường biển hoặc EMS. Kho Osaka kiểm đếm, chụp ảnh khi bạn yêu cầu, gom kiện và gửi đi.',
    },
    {
      title: 'Thanh toán lần 2 và nhận hàng',
      text: 'Khi hàng về kho TP. Hồ Chí Minh hoặc Hà Nội, bạn trả cước theo cân nặng thực tế và nhận tại kho hoặc tại nhà.',
    },
  ],
  sites: {
    auction: {
      name: 'Yahoo! Auctions',
      tagline: 'Sàn đấu giá lớn của Nhật: đồ cũ, đồ sưu tầm, máy ảnh, phụ tùng',
    },
    shopping: {
      name: 'Yahoo! Shopping',
      tagline: 'Hàng mới từ hàng nghìn cửa hàng trực tuyến Nhật Bản',
    },
    mercari: {
      name: 'Mercari',
      tagline: 'Chợ đồ cũ phổ biến nhất Nhật, giá tốt, hàng lên liên tục',
    },
    rakuten: {
      name: 'Rakuten Ichiba',
      tagline: 'Trung tâm thương mại trực tuyến với mỹ phẩm, gia dụng, thời trang',
    },
    paypay: {
      name: 'Yahoo!フリマ',
      tagline: 'Chợ đồ cũ giá cố định (trước đây là PayPayフリマ), giá thường đã gồm ship',
    },
    'suruga-ya': {
      name: 'Suruga-ya',
      tagline: 'Game, anime, figure, sách và đĩa mới lẫn cũ cho người sưu tầm',
    },
  },
  whyUs: [
    {
      title: 'Giá rõ ràng bằng tiền Việt',
      text: 'Báo giá tách riêng tiền hàng, phí dịch vụ, phí ship Nhật và cước quốc tế. Tỷ giá hiển thị trực tiếp và được ghi trên từng đơn.',
    },
    {
      title: 'Trả cước theo cân nặng thật',
      text: 'Cước quốc tế chỉ được tính khi hàng về kho Việt Nam, theo cân nặng và kích thước đo thực tế.',
    },
    {
      title: 'Đấu giá chủ động',
      text: 'Đặt giá tối đa hoặc hẹn đặt giá phút chót. Tiền chỉ được tạm giữ trong ví và giải phóng ngay nếu bạn không thắng.',
    },
    {
      title: 'Xem ảnh thật trước khi gửi',
      text: 'Dịch vụ chụp ảnh 5 ảnh và kiểm hàng tại kho Osaka giúp bạn yên tâm với hàng đã qua sử dụng.',
    },
    {
      title: 'Nạp tiền nhanh bằng VietQR',
      text: 'Quét mã bằng ứng dụng ngân hàng, hệ thống tự ghi nhận tiền vào ví theo nội dung chuyển khoản.',
    },
    {
      title: 'Hỗ trợ bằng tiếng Việt',
      text: 'Hotline 1900 6868, email và chat từ 8:00 đến 21:00, Thứ Hai – Thứ Bảy; khiếu nại được theo dõi đến khi xử lý xong.',
    },
  ],
  feesTeaser: {
    title: 'Biểu phí minh bạch',
    text: 'Phí dịch vụ từ 5% giá trị hàng (tối thiểu 30.000 ₫), giảm còn 4% và 3% cho đơn lớn, thêm ưu đãi đến 30% cho thành viên VIP. Cước đường bay 250.000 ₫/kg, đường biển 95.000 ₫/kg.',
    cta: 'Xem biểu phí chi tiết',
  },
  faq: [
    {
      q: 'Tôi cần thanh toán những khoản nào?',
      a: 'Bạn thanh toán hai lần. Lần 1 trước khi mua: tiền hàng, phí ship nội địa Nhật và phí dịch vụ. Lần 2 khi hàng về kho Việt Nam: cước quốc tế theo cân nặng thực tế và phí giao hàng trong nước nếu chọn giao tận nơi.',
    },
    {
      q: 'Tỷ giá được tính như thế nào?',
      a: 'Tỷ giá yên sang đồng được hiển thị trực tiếp trên website. Tỷ giá tại thời điểm bạn xác nhận đơn (hoặc lúc đặt giá đấu) được chốt và ghi trên đơn hàng.',
    },
    {
      q: 'Bao lâu thì hàng về đến Việt Nam?',
      a: 'Sau khi người bán gửi hàng đến kho Osaka (thường vài ngày), đường bay mất khoảng 5–8 ngày, EMS 3–5 ngày và đường biển 25–35 ngày để về kho Việt Nam. Dịp lễ ở Nhật hoặc Việt Nam có thể làm chậm hơn.',
    },
    {
      q: 'Nạp tiền vào ví bằng cách nào?',
      a: 'Mở Ví > Nạp tiền, quét mã VietQR bằng ứng dụng ngân hàng và giữ nguyên nội dung chuyển khoản (bắt đầu bằng QA hoặc QR). Tiền thường vào ví sau vài phút; ngoài giờ làm việc có thể chậm hơn.',
    },
    {
      q: 'Nếu tôi không thắng đấu giá thì sao?',
      a: 'Khoản tiền tạm giữ trong ví được giải phóng khi phiên kết thúc. Bạn không mất phí nào cho lượt đấu giá không thắng.',
    },
    {
      q: 'Tôi có thể hủy đơn không?',
      a: 'Bạn hủy được khi Kaimono chưa mua hàng và nhận lại toàn bộ tiền vào ví. Khi hàng đã được mua hoặc bạn đã thắng đấu giá thì không thể hủy.',
    },
    {
      q: 'Hàng nào không gửi về Việt Nam được?',
      a: 'Vũ khí, pháo, súng đồ chơi, ma túy, thuốc lá điện tử, hàng giả, động vật hoang dã và các mặt hàng cấm nhập khẩu khác. Pin rời, bình xịt, nước hoa không đi được đường bay. Xem chi tiết trong Hướng dẫn mua hàng.',
    },
    {
      q: 'Hàng bị hỏng hoặc thiếu thì làm thế nào?',
      a: 'Quay video khi mở kiện và gửi khiếu nại trong vòng 3 ngày kể từ khi nhận hàng. Chúng tôi xử lý theo Chính sách giao dịch; hàng có bảo hiểm được bồi thường đến 100% giá trị khai báo.',
    },
  ],
  testimonialsTitle: 'Khách hàng nói gì về Kaimono',
  newsTitle: 'Tin tức và kinh nghiệm mua hàng Nhật',
} as const;
