import type { SeedFeedback } from './types.ts';

/** Seeded customer testimonials: varied ratings, cities with post-2025 province names, dates in 2026. */
export const seedFeedbacks: SeedFeedback[] = [
  {
    customer_name: 'Nguyễn Minh Khôi',
    city: 'TP. Hồ Chí Minh',
    rating: 5,
    content:
      'Lần đầu đấu giá trên Yahoo! Auctions, mình hẹn đặt giá phút chót cho một ống kính Canon cũ và thắng với giá thấp hơn mức tối đa khá nhiều. Phần tiền tạm giữ dư được trả lại ví ngay sau khi phiên kết thúc. Hàng về kho TP.HCM sau 7 ngày đi đường bay.',
    site_code: 'auction',
    created_at: '2026-01-14',
  },
  {
    customer_name: 'Trần Thị Thu Hà',
    city: 'Hà Nội',
    rating: 5,
    content:
      'Mua áo khoác và hai chiếc túi trên Mercari, có dùng dịch vụ chụp ảnh nên yên tâm hơn hẳn. Ảnh chụp rõ nhãn và vết xước nhỏ ở khóa kéo đúng như người bán mô tả. Nhân viên gom ba đơn vào một kiện giúp mình đỡ được tiền cước.',
    site_code: 'mercari',
    created_at: '2026-01-27',
  },
  {
    customer_name: 'Lê Hoàng Phúc',
    city: 'Đà Nẵng',
    rating: 4,
    content:
      'Đặt đồ gia dụng trên Rakuten, giá và phí tách bạch rõ ràng. Trừ một sao vì kiện hàng nặng 1,3 kg nhưng hộp to nên bị tính theo khối lượng quy đổi 2 kg. Nhân viên giải thích cặn kẽ và lần sau gợi ý mình bỏ hộp ngoài để gọn hơn.',
    site_code: 'rakuten',
    created_at: '2026-02-09',
  },
  {
    customer_name: 'Phạm Quốc Bảo',
    city: 'Hải Phòng',
    rating: 5,
    content:
      'Săn băng game Super Famicom trên Suruga-ya. Mình nhờ chụp ảnh vì ảnh trên web chỉ là ảnh minh họa, kết quả hộp còn đẹp hơn mong đợi. Hàng đi đường biển gộp với mấy cuốn artbook, tiết kiệm được nhiều.',
    site_code: 'suruga-ya',
    created_at: '2026-02-23',
  },
  {
    customer_name: 'Võ Thị Ngọc Trâm',
    city: 'Cần Thơ',
    rating: 3,
    content:
      'Đơn mỹ phẩm về chậm hơn dự kiến gần một tuần vì trùng dịp Tết, lúc đó mình khá sốt ruột. Bù lại nhân viên cập nhật tình trạng đều đặn và trả lời tin nhắn Zalo nhanh. Hàng về đủ, đóng gói cẩn thận.',
    site_code: 'shopping',
    created_at: '2026-03-04',
  },
  {
    customer_name: 'Đặng Văn Long',
    city: 'Khánh Hòa',
    rating: 5,
    content:
      'Nạp tiền bằng VietQR rất nhanh, quét mã xong chưa đầy hai phút là ví đã có tiền. Mình mua phụ tùng xe máy trên Yahoo! Auctions, người bán có phí ship trong Nhật và báo giá tính đúng số đó, không phát sinh gì thêm.',
    site_code: 'auction',
    created_at: '2026-03-18',
  },
  {
    customer_name: 'Hoàng Mai Linh',
    city: 'Lâm Đồng',
    rating: 4,
    content:
      'Lần đầu mình ghi sai nội dung chuyển khoản nên tiền không tự vào ví. Gửi biên lai cho tổng đài thì khoảng nửa tiếng sau được cộng đủ. Mua váy trên Yahoo!フリマ giá đã gồm ship nên tính toán rất dễ.',
    site_code: 'paypay',
    created_at: '2026-04-06',
  },
  {
    customer_name: 'Bùi Thanh Tùng',
    city: 'Đắk Lắk',
    rating: 5,
    content:
      'Mình mua máy ảnh film cũ, có đăng ký kiểm hàng. Kho báo ống kính có chút mốc nhẹ không được ghi trong mô tả, Kaimono liên hệ người bán và mình được giảm một phần tiền, hoàn thẳng về ví. Rất đáng 30.000 ₫ phí kiểm hàng.',
    site_code: 'mercari',
    created_at: '2026-04-29',
  },
  {
    customer_name: 'Ngô Thị Hồng Nhung',
    city: 'Quảng Ninh',
    rating: 2,
    content:
      'Mình hẹn snipe một bộ figure nhưng vẫn thua vì có người đặt tối đa cao hơn, phiên còn bị gia hạn mấy lần. Biết là không phải lỗi dịch vụ nhưng hơi tiếc. Tiền tạm giữ được trả lại đầy đủ ngay khi phiên kết thúc, nhân viên cũng giải thích cơ chế đặt giá tự động rất kỹ.',
    site_code: 'auction',
    created_at: '2026-05-15',
  },
  {
    customer_name: 'Trịnh Đức Anh',
    city: 'Hà Nội',
    rating: 4,
    content:
      'Đặt hai đôi giày trên Rakuten, một đôi bị shop hủy vì hết size. Tiền đôi đó được hoàn về ví trong ngày. Đôi còn lại về đúng hẹn, size 26,5 cm vừa khít như bảng quy đổi trên trang tin tức.',
    site_code: 'rakuten',
    created_at: '2026-06-02',
  },
  {
    customer_name: 'Huỳnh Gia Hân',
    city: 'TP. Hồ Chí Minh',
    rating: 5,
    content:
      'Mình là khách quen, đã lên VIP Vàng nên phí dịch vụ giảm đáng kể. Thích nhất là báo giá tách rõ từng khoản và tỷ giá được ghi lại trên từng đơn, đối chiếu rất dễ. Nhận hàng tại kho TP.HCM không mất phí.',
    site_code: null,
    created_at: '2026-06-24',
  },
  {
    customer_name: 'Phan Minh Trí',
    city: 'Huế',
    rating: 4,
    content:
      'Mua sách và manga trên Suruga-ya, gom được gần 9 kg rồi gửi đường biển. Mất khoảng một tháng mới về nhưng cước rẻ hơn đường bay rất nhiều. Có một cuốn bị cấn góc nhẹ, mình đã được tư vấn lần sau đăng ký bọc chống sốc.',
    site_code: 'suruga-ya',
    created_at: '2026-07-21',
  },
  {
    customer_name: 'Đỗ Thị Phương',
    city: 'Nghệ An',
    rating: 3,
    content:
      'Đơn thực phẩm chức năng bị giữ lại để bổ sung thủ tục vì số lượng hơi nhiều, mất thêm mấy ngày và phải trả thêm phí kiểm tra theo thực tế. Nhân viên báo trước và gửi đủ chứng từ nên mình hiểu. Lần sau mình sẽ hỏi trước khi đặt số lượng lớn.',
    site_code: 'shopping',
    created_at: '2026-08-11',
  },
  {
    customer_name: 'Lý Thành Đạt',
    city: 'Đồng Nai',
    rating: 5,
    content:
      'Dán link Mercari vào ô tìm kiếm là ra ngay trang sản phẩm, giá hiển thị cả yên lẫn tiền Việt. Mình gửi yêu cầu giá mong muốn, người bán đồng ý giảm ¥1,000 và hệ thống tự đặt mua. Rất tiện cho người không biết tiếng Nhật.',
    site_code: 'mercari',
    created_at: '2026-09-03',
  },
  {
    customer_name: 'Vũ Ngọc Ánh',
    city: 'Bắc Ninh',
    rating: 5,
    content:
      'Mua bộ dưỡng da phiên bản giới hạn trên Yahoo! Shopping để làm quà, gửi EMS nên chỉ 4 ngày là về kho Hà Nội. Cước EMS cao hơn nhưng mình cần gấp nên chấp nhận. Hàng được bọc rất cẩn thận.',
    site_code: 'shopping',
    created_at: '2026-10-16',
  },
];
